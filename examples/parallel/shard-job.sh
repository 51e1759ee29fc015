#!/usr/bin/env bash
# One GNU parallel job: scan shard K of N of FOLDER into OUT/shard-K.jsonl,
# resuming whatever an earlier attempt of this shard left there.
#
#   shard-job.sh K N FOLDER OUT
#
# Exit 0 when the shard is complete, even if some images failed to read
# (deadwax's exit 1: each has its error line in the output). Any other
# trouble (no engine, unreadable output, a signal) exits non-zero, so that
# `parallel --retries` runs the job again, and the retry resumes.
set -uo pipefail
k=$1 n=$2 folder=$3 out=$4
deadwax=${DEADWAX:-deadwax}
log="$out/shard-$k.log"

"$deadwax" scan "$folder" --shard "$k/$n" --resume "$out/shard-$k.jsonl" --jobs 1 --quiet 2>"$log"
status=$?
cat "$log" >&2
# 1 means "some images failed" unless deadwax itself reported an error.
if [[ $status -eq 1 ]] && ! grep -q '^error:' "$log"; then
  status=0
fi
exit "$status"
