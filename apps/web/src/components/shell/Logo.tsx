/** The wordmark, set in the display face; Latin in every store, as brands keep their name. */
export function Logo() {
  return (
    <span
      className="font-logo text-[22px] font-medium uppercase leading-none tracking-[0.26em] md:text-[34px] md:tracking-[0.32em]"
      dir="ltr"
    >
      Vitrine
    </span>
  );
}
