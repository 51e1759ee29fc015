#!/usr/bin/env bash
# Scans FOLDER as N shards run by GNU parallel, then merges them into
# OUT/merged.jsonl, which equals a single `deadwax scan FOLDER --format jsonl`.
#
#   examples/parallel/scan-shards.sh FOLDER OUT [SHARDS] [SLOTS]
#
# SHARDS (default 16) pieces, SLOTS (default: the number of cores) running at
# once, each one deadwax with one engine (--jobs 1). Run it again after a
# crash or Ctrl-C: every shard resumes where it stopped.
#
# Environment:
#   DEADWAX    the deadwax binary (default: deadwax on PATH)
#   SSHLOGIN   run on other hosts too, in parallel's --sshlogin form,
#              e.g. "8/render1,8/render2,:" (":" is this machine). Every host
#              must see FOLDER, OUT and this folder at the same paths (a
#              shared mount) and have deadwax at $DEADWAX.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
folder=${1:?usage: scan-shards.sh FOLDER OUT [SHARDS] [SLOTS]}
out=${2:?usage: scan-shards.sh FOLDER OUT [SHARDS] [SLOTS]}
shards=${3:-16}
slots=${4:-$(nproc)}
export DEADWAX=${DEADWAX:-deadwax}
export OMP_THREAD_LIMIT=1

mkdir -p "$out"
folder=$(cd "$folder" && pwd)
out=$(cd "$out" && pwd)

remote=()
if [[ -n "${SSHLOGIN:-}" ]]; then
  remote=(--sshlogin "$SSHLOGIN" --env DEADWAX --env OMP_THREAD_LIMIT)
fi

# One job per shard; a failed job is retried (and resumes) up to 3 times.
seq 0 $((shards - 1)) |
  parallel --will-cite --jobs "$slots" --retries 3 --halt now,fail=1 "${remote[@]}" \
    "$here/shard-job.sh" {} "$shards" "$folder" "$out"

"$DEADWAX" merge "$out"/shard-*.jsonl >"$out/merged.jsonl.tmp"
mv "$out/merged.jsonl.tmp" "$out/merged.jsonl"
echo "scan-shards: $(wc -l <"$out/merged.jsonl") images in $shards shards -> $out/merged.jsonl" >&2
