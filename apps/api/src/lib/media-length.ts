// The length of an uploaded video or audio file, read from its container's metadata (no ffmpeg):
// MP4 by mp4box (the movie header's duration, wherever the `moov` box sits), WebM and MP3 by
// music-metadata. The server measures progress against this length, never against a player's report.
import { open } from 'node:fs/promises';
import { MAX_VIDEO_SECONDS, MIN_VIDEO_SECONDS } from '@campus/contract/progress';
import { createFile, type Movie } from 'mp4box';
import { parseFile } from 'music-metadata';

const CHUNK = 1024 * 1024;
/** Reads at most this many chunks looking for the header (skipping `mdat` costs no reads). */
const MAX_READS = 64;

async function mp4Seconds(file: string): Promise<number | null> {
  const handle = await open(file, 'r');
  try {
    const { size } = await handle.stat();
    const mp4 = createFile();
    let info: Movie | null = null;
    let failed = false;
    mp4.onReady = (movie: Movie) => {
      info = movie;
    };
    mp4.onError = () => {
      failed = true;
    };
    let position = 0;
    for (let reads = 0; reads < MAX_READS && position < size && !info && !failed; reads++) {
      const bytes = Buffer.alloc(Math.min(CHUNK, size - position));
      const { bytesRead } = await handle.read(bytes, 0, bytes.length, position);
      if (bytesRead === 0) break;
      const chunk = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytesRead) as ArrayBuffer & {
        fileStart: number;
      };
      chunk.fileStart = position;
      // mp4box answers with the next offset it needs: past an `mdat` it skips the media data.
      const next = mp4.appendBuffer(chunk as Parameters<typeof mp4.appendBuffer>[0]);
      position = typeof next === 'number' && next > position ? next : position + bytesRead;
    }
    mp4.flush();
    const movie = info as Movie | null;
    if (!movie?.timescale) return null;
    // Fragmented files give the fragments' total; otherwise the movie header's duration.
    const fragments = movie.fragment_duration;
    if (fragments?.num && fragments.den) return fragments.num / fragments.den;
    return movie.duration ? movie.duration / movie.timescale : null;
  } finally {
    await handle.close();
  }
}

async function metadataSeconds(file: string): Promise<number | null> {
  const meta = await parseFile(file, { duration: true, skipCovers: true });
  return meta.format.duration ?? null;
}

/**
 * Whole seconds of a media file (`ext` as sniffed: mp4, webm, mp3), or null when the container does
 * not say or the length is not a plausible class (then the operator enters it).
 */
export async function probeMediaSeconds(file: string, ext: string): Promise<number | null> {
  let seconds: number | null;
  try {
    seconds = ext === 'mp4' ? await mp4Seconds(file) : await metadataSeconds(file);
  } catch {
    return null;
  }
  if (seconds === null || !Number.isFinite(seconds)) return null;
  const whole = Math.round(seconds);
  return whole >= MIN_VIDEO_SECONDS && whole <= MAX_VIDEO_SECONDS ? whole : null;
}
