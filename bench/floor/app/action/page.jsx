import { ping } from './ping';

// A page that names the floor's server action, so that the build gives it an id (bench/request-cost.ts calls it).
export default function Page() {
  return (
    <form action={ping}>
      <button type="submit">Ping</button>
    </form>
  );
}
