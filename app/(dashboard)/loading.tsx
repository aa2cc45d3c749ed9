export { CheckingAuthentication as default } from '@/components/auth/checking-authentication';
