import { Counter } from './counter';

export default function Page() {
  return (
    <main>
      <h1>Floor</h1>
      <Counter />
    </main>
  );
}
