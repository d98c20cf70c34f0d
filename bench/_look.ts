import sharp from 'sharp';
import { composePage } from '#server/providers/colouring/composer';
import { closeEnginePool } from '#server/providers/engine-pool/pool';
for (const prompt of process.argv.slice(2)) {
  const page = await composePage({ prompt, difficulty: (process.env.LEVEL as any) ?? 'Children', dimension: (process.env.DIM as any) ?? 'Default' });
  await sharp(page.png).resize(600).png().toFile(`/work/scratch/pages/${prompt.replace(/\W+/g, '-').slice(0, 40)}.png`);
}
await closeEnginePool();
