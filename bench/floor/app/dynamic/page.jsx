import { connection } from 'next/server';
import { Counter } from '../counter';

// The floor of a page rendered per request (the staff dashboard's, bench/dashboard-load.ts).
export default async function Page() {
  await connection();
  return (
    <main>
      <h1>Dynamic floor {new Date().toISOString()}</h1>
      <Counter />
    </main>
  );
}
