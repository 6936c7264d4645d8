#!/usr/bin/env bash
# Builds (cached) and runs one libFuzzer target, or every target, for a time budget:
#   scripts/fuzz.sh TARGET SECONDS     TARGET: vfl json http gzip ... (see TARGETS), or all
# Exits non-zero on any crash, invariant failure, leak, timeout or out-of-memory, leaving the
# input under fuzz/crashes/TARGET/; prints the number of inputs executed.
#
# Recipe (docs/reliability.md): a release build with coverage and AddressSanitizer
# (-sanitize=fuzzer,address as ONE flag: swiftc keeps only the last -sanitize=) and -D FUZZING,
# which compiles in each target's LLVMFuzzerTestOneInput instead of its replay main. The
# SwiftPM `--sanitize fuzzer` is also passed because it is what makes SwiftPM link without its
# own `main` alias. Solver internal checks are on, as in debug builds. Its own scratch path keeps
# the normal build untouched.
#
# `all` builds every target first, then fuzzes FUZZ_JOBS of them at a time (default: the number
# of cores; a libFuzzer process uses one core), each for the whole budget, printing each one's
# output when it ends, in target order.
#
# New inputs found go to .build/fuzz-corpus/TARGET (not committed); the seeds in
# fuzz/corpus/TARGET are only read. Each target also fails an input under 64 KB that takes over
# 100 ms of CPU twice (FuzzTime; FUZZ_INPUT_MS changes the limit, 0 turns it off), so inputs may
# be that long. Environment: FUZZ_TIMEOUT (s per input, default 10), FUZZ_RSS_MB (default 2048),
# FUZZ_MAX_LEN (default 65536), FUZZ_ARGS (extra libFuzzer flags), FUZZ_ALLOW (open findings the
# targets let through, e.g. `nonfinite`; see docs/reliability.md), FUZZ_JOBS.
set -euo pipefail
cd "$(dirname "$0")/.."

TARGETS=(vfl json http gzip expression document solve ib)

usage() {
    echo "usage: $0 TARGET|all SECONDS   (targets: ${TARGETS[*]})" >&2
    exit 2
}
[ $# -eq 2 ] || usage
target=$1 seconds=$2
[[ "$seconds" =~ ^[0-9]+$ ]] || usage

scratch=.build/fuzz
build_flags=(-c release --scratch-path "$scratch" --sanitize fuzzer
    -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING -Xswiftc -DCASSOWARY_INTERNAL_CHECKS)

# Targets declared in Package.swift; the later ones arrive with the engine.
available() {
    local name
    for name in "${TARGETS[@]}"; do
        grep -q "\"fuzz-$name\"" Package.swift && echo "$name"
    done
    return 0
}

build_one() {
    local product="fuzz-$1"
    grep -q "\"$product\"" Package.swift || { echo "fuzz: no target $product in Package.swift" >&2; return 2; }
    local build_log
    build_log=$(mktemp)
    if ! swift build "${build_flags[@]}" --product "$product" >"$build_log" 2>&1; then
        cat "$build_log" >&2
        rm -f "$build_log"
        echo "fuzz: $product did not build" >&2
        return 2
    fi
    # gold's "Cannot export local symbol '__asan_…'" warnings are noise from the ASan runtime.
    grep -E "error|warning: |Build" "$build_log" | grep -v "__asan" || true
    rm -f "$build_log"
}

# Fuzzes one built target for the budget; everything it prints goes to stdout and stderr as
# they are given, so a caller running several can collect each in a file.
fuzz_one() {
    local name=$1 bin
    bin="$bin_dir/fuzz-$name"
    echo "== fuzz $name for ${seconds}s"
    local work=.build/fuzz-corpus/$name crashes=fuzz/crashes/$name log
    mkdir -p "$work" "$crashes"
    log=$(mktemp)
    local seeds=()
    [ -d "fuzz/corpus/$name" ] && seeds=("fuzz/corpus/$name")
    local dict=()
    [ -f "fuzz/corpus/$name.dict" ] && dict=(-dict="fuzz/corpus/$name.dict")
    local status=0
    # detect_leaks: Swift's runtime caches metadata for the process lifetime; those are
    # still-reachable, which LeakSanitizer does not report, so any report is a real leak.
    ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1:quarantine_size_mb=64}" \
    "$bin" "$work" "${seeds[@]}" "${dict[@]}" \
        -max_total_time="$seconds" -timeout="${FUZZ_TIMEOUT:-10}" -rss_limit_mb="${FUZZ_RSS_MB:-2048}" \
        -max_len="${FUZZ_MAX_LEN:-65536}" -print_final_stats=1 -artifact_prefix="$crashes/" \
        ${FUZZ_ARGS:-} >"$log" 2>&1 || status=$?
    local executed
    executed=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
    if [ "$status" -ne 0 ]; then
        tail -60 "$log" >&2
        echo "fuzz $name: FAILED (exit $status) after ${executed:-?} inputs; input saved under $crashes/" >&2
        rm -f "$log"
        return 1
    fi
    grep -E "^#[0-9]+[[:space:]]+DONE" "$log" | tail -1 || true
    echo "fuzz $name: ok, ${executed:-?} inputs in ${seconds}s, corpus $(ls "$work" | wc -l) files"
    rm -f "$log"
}

names=("$target")
[ "$target" = all ] && mapfile -t names < <(available)
for name in "${names[@]}"; do
    echo "== build fuzz-$name"
    build_one "$name" || exit 2
done
bin_dir="$(swift build "${build_flags[@]}" --show-bin-path)"
[ "$target" = all ] || { fuzz_one "$target"; exit; }
# Every target runs for the same budget, so batches of FUZZ_JOBS keep the cores as busy as a pool.
jobs=${FUZZ_JOBS:-$(nproc)}
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
failed=0
for ((first = 0; first < ${#names[@]}; first += jobs)); do
    batch=("${names[@]:first:jobs}")
    pids=()
    for name in "${batch[@]}"; do
        fuzz_one "$name" >"$out/$name" 2>&1 &
        pids+=($!)
    done
    for i in "${!batch[@]}"; do
        wait "${pids[$i]}" || failed=1
        cat "$out/${batch[$i]}"
    done
done
exit "$failed"
