"""The pipeline's own segment images from labelled sets, each matched to the
truth line it holds: training material for stage 2 and a yardstick that is
what the network really reads (docs/line-network.md).

    segments.py OUT SETDIR...

Runs `deadwax scan --debug-dir` (English model only) on each set, reads the
log's segments with their arc (`angle 41 (35...47)`), and matches each to
the sidecar's `_truth` line whose arc it overlaps by more than half:
`angularExtent` as scripts/make-fixtures writes it, or `angleCenterDeg` and
`angleSpanDeg`. A segment is whole when it covers 85% of the line's arc
and is at most 35% longer. Segments of inward lines are turned upright.
Appends `path, truth, style, orientation, whole, kind` rows to
OUT/labels.tsv and writes the images under OUT/<set>/.
"""
import glob, json, os, re, shutil, subprocess, sys, tempfile
from PIL import Image

HERE = os.path.dirname(os.path.abspath(__file__))
DEADWAX = os.path.join(HERE, '..', '..', '.build', 'release', 'deadwax')
SEGMENT = re.compile(r'^segment (\d+) cols .* angle (-?\d+) \((-?\d+)\.\.\.(-?\d+)\)')


def overlap(a0, a1, b0, b1):
    """Overlap in degrees of clockwise arcs a0→a1 and b0→b1, and their lengths."""
    la, lb = (a1 - a0) % 360, (b1 - b0) % 360
    a0, b0 = a0 % 360, b0 % 360
    best = max(max(0, min(a0 + la, b0 + s + lb) - max(a0, b0 + s)) for s in (-360, 0, 360))
    return best, la, lb


def arc(line):
    if 'angularExtent' in line:
        return line['angularExtent']
    return line['angleCenterDeg'] - line['angleSpanDeg'] / 2, line['angleCenterDeg'] + line['angleSpanDeg'] / 2


def main(out, sets):
    os.makedirs(out, exist_ok=True)
    rows = []
    for setdir in sets:
        name = os.path.basename(setdir.rstrip('/'))
        debug = tempfile.mkdtemp(prefix=f'segments-{name}-')
        subprocess.run([DEADWAX, 'scan', setdir, '--no-hand-model', '--debug-dir', debug, '-q'],
                       stdout=subprocess.DEVNULL, env={**os.environ, 'OMP_THREAD_LIMIT': '1'})
        os.makedirs(f'{out}/{name}', exist_ok=True)
        for sidecar in sorted(glob.glob(f'{setdir}/**/*.json', recursive=True)):
            truth = json.load(open(sidecar)).get('_truth')
            stem = os.path.basename(sidecar)[:-5]
            logs = glob.glob(f'{debug}/**/{stem}.log.txt', recursive=True)
            if not truth or not logs:
                continue
            folder = os.path.dirname(logs[0])
            for entry in open(logs[0]):
                m = SEGMENT.match(entry)
                if not m:
                    continue
                index, s0, s1 = int(m.group(1)), int(m.group(3)), int(m.group(4))
                best = None
                for line in truth['lines']:
                    shared, ls, lt = overlap(s0, s1, *arc(line))
                    if lt > 0 and shared / lt > 0.5 and (best is None or shared > best[0]):
                        best = (shared, line, ls, lt)
                png = f'{folder}/{stem}.3-segment-{index}.png'
                if not best or not os.path.exists(png):
                    continue
                shared, line, ls, lt = best
                whole = shared / lt > 0.85 and ls < lt * 1.35 + 3
                image = Image.open(png).convert('L')
                if line['orientation'] == 'inward':
                    image = image.rotate(180)
                path = f'{out}/{name}/{stem}-{index}.png'
                image.save(path)
                style = 'scratched' if line['style'] in ('scratched', 'hand') else line['style']
                rows.append((path, line['text'], style, line['orientation'], int(whole), line.get('kind', '')))
        shutil.rmtree(debug, ignore_errors=True)
    with open(f'{out}/labels.tsv', 'a') as f:
        for row in rows:
            f.write('\t'.join(map(str, row)) + '\n')
    print(f'{len(rows)} segments, {sum(r[4] for r in rows)} whole')


if __name__ == '__main__':
    if len(sys.argv) < 3:
        print(__doc__)
        sys.exit(2)
    main(sys.argv[1], sys.argv[2:])
