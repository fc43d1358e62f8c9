/** Mulberry32: a small, fast generator, the same numbers from the same seed. */
export function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const normal = () => Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next());
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const weighted = <T>(list: readonly T[], weights: readonly number[], sum: number) => {
    let r = next() * sum;
    for (let i = 0; i < list.length; i++) if ((r -= weights[i]!) <= 0) return list[i]!;
    return list[list.length - 1]!;
  };
  return { next, normal, int, pick, weighted };
}

export type Random = ReturnType<typeof random>;
