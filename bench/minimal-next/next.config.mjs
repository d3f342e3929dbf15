// The start bench's yardstick (bench/startup.mjs): a minimal Next app on the product's own Next.
export default {}
