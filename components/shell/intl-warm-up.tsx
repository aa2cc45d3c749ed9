/**
 * The first `Intl.DateTimeFormat` of a page starts ICU: about 80 ms of main thread on a phone
 * (measured at 4× CPU), paid inside hydration where it blocks input. ICU's data is shared by the
 * page's threads, so a throwaway worker that formats one date while the scripts download takes
 * that start-up off the main thread; hydration's first formatter then costs well under a
 * millisecond. Where workers or blob URLs are refused, nothing changes but the cost.
 */
const WARM_UP = `try{var u=URL.createObjectURL(new Blob(['new Intl.DateTimeFormat().format(0);close()'],{type:'text/javascript'}));new Worker(u);URL.revokeObjectURL(u)}catch(e){}`;

export function IntlWarmUp({ nonce }: { nonce?: string }) {
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: WARM_UP }} />;
}
