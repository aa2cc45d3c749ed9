// The floor: a bare Next.js page with one client component, built and served beside the app
// so bench/page-js.ts can measure every page's JavaScript against it in the same run.
export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
