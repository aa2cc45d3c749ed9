export { CheckingAuthentication as default } from '@/components/shell/checking-authentication';
