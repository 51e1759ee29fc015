"""Scan a folder of runout photos with Apache Spark, deadwax as the worker.

The driver lists the images (with deadwax's own rules), spreads the paths
over partitions, and pipes each partition through

    deadwax scan --paths-from - --format jsonl --quiet --jobs 1

with RDD.pipe. Every executor slot runs one deadwax with one engine. The
JSON lines come back as an RDD of strings; they are saved as part files and
joined with `deadwax merge`, so the result is byte for byte the output of a
single `deadwax scan FOLDER --format jsonl`.

Usage (see examples/spark/README.md):

    spark-submit examples/spark/scan_job.py FOLDER OUT.jsonl \
        [--deadwax PATH] [--partitions N] [--master local[2]]
"""

import argparse
import glob
import os
import shlex
import shutil
import subprocess
import sys
import tempfile

from pyspark.sql import SparkSession

IMAGE_EXTENSIONS = {".jpg", ".jpeg", ".png", ".tif", ".tiff"}


def list_images(folder):
    """Image paths under `folder`, relative to it, as `deadwax scan FOLDER` finds them:
    the extensions above in any case, hidden files and folders skipped, subfolders searched."""
    found = []
    for root, folders, files in os.walk(folder, followlinks=True):
        folders[:] = [name for name in folders if not name.startswith(".")]
        for name in files:
            if name.startswith("."):
                continue
            if os.path.splitext(name)[1].lower() in IMAGE_EXTENSIONS:
                found.append(os.path.relpath(os.path.join(root, name), folder).replace(os.sep, "/"))
    return sorted(found)


def worker_command(folder, deadwax):
    """The command each partition is piped through: deadwax run in `folder`, so that
    the relative paths it reads are shown exactly as a scan of that folder shows them."""
    script = 'cd "$0" && exec "$1" scan --paths-from - --format jsonl --quiet --jobs 1'
    return shlex.join(["sh", "-c", script, folder, deadwax])


def worker_environment():
    """RDD.pipe starts workers with only the variables given here."""
    keep = ("PATH", "HOME", "LANG", "LC_ALL", "TESSDATA_PREFIX")
    env = {name: os.environ[name] for name in keep if name in os.environ}
    env["OMP_THREAD_LIMIT"] = "1"  # one OpenMP thread per engine; Spark supplies the parallelism
    return env


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("folder", help="folder of runout photos (searched recursively)")
    parser.add_argument("output", help="where to write the merged JSON Lines")
    parser.add_argument("--deadwax", default=shutil.which("deadwax") or "deadwax",
                        help="the deadwax binary, as an absolute path every executor can run")
    parser.add_argument("--partitions", type=int, default=0,
                        help="how many pieces to split the list into (default: 4 per core)")
    parser.add_argument("--master", default=None, help="Spark master, e.g. local[2] (default: spark-submit's)")
    arguments = parser.parse_args()

    folder = os.path.abspath(arguments.folder)
    deadwax = os.path.abspath(arguments.deadwax) if os.sep in arguments.deadwax else arguments.deadwax
    builder = SparkSession.builder.appName("deadwax-scan")
    if arguments.master:
        builder = builder.master(arguments.master)
    spark = builder.getOrCreate()
    spark.sparkContext.setLogLevel("WARN")
    context = spark.sparkContext

    paths = list_images(folder)
    partitions = arguments.partitions or max(1, 4 * context.defaultParallelism)
    lines = context.parallelize(paths, partitions).pipe(worker_command(folder, deadwax), env=worker_environment())

    parts = tempfile.mkdtemp(prefix="deadwax-spark-")
    try:
        lines.saveAsTextFile(os.path.join(parts, "lines"))
        part_files = sorted(glob.glob(os.path.join(parts, "lines", "part-*")))
        with open(arguments.output, "wb") as out:
            merged = subprocess.run([deadwax, "merge", *part_files], stdout=out, check=False)
        if merged.returncode != 0:
            sys.exit(f"deadwax merge failed ({merged.returncode}); see the errors above")
    finally:
        shutil.rmtree(parts, ignore_errors=True)
        spark.stop()
    print(f"scan_job: {len(paths)} images in {partitions} partitions -> {arguments.output}", file=sys.stderr)


if __name__ == "__main__":
    main()
