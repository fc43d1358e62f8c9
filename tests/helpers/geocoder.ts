import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A place as a Nominatim-compatible geocoder answers it (`format=jsonv2`). */
export interface GeocoderPlace {
  display_name: string;
  lat: string;
  lon: string;
}

/**
 * A geocoder on 127.0.0.1 speaking Nominatim's search API, as the one GEOCODER_URL points a server at:
 * it answers `answer(q)`, or 503 while `down` is set, and keeps what it was asked.
 */
export function testGeocoder(answer: (q: string) => GeocoderPlace[]) {
  const asked: { url: URL; language: string | undefined }[] = [];
  let down = false;
  let url = '';
  const server = createServer((req, res) => {
    const at = new URL(req.url!, 'http://geocoder');
    asked.push({ url: at, language: req.headers['accept-language'] });
    if (down) {
      res.writeHead(503).end();
      return;
    }
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify(answer(at.searchParams.get('q') ?? '')));
  });
  return {
    asked,
    /** The search endpoint's address, once started. */
    get url() {
      return url;
    },
    setDown: (v: boolean) => {
      down = v;
    },
    start: () =>
      new Promise<string>((done) =>
        server.listen(0, '127.0.0.1', () => {
          url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/search`;
          done(url);
        }),
      ),
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
