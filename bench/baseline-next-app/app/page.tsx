export default function Home() {
  return (
    <main>
      <h1>Hello</h1>
      <p>A server-rendered page with no client components, no styles and no images.</p>
    </main>
  );
}
