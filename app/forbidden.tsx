export { RouteForbidden as default } from '@/components/shell/route-forbidden';
