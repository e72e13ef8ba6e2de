#!/bin/bash
# Generates twsearch's sample definitions with twobit and compares each distribution with the
# counts twsearch printed for it (tests/defs/twsearch_sample_counts.tsv, where the commands
# that made them are written). The samples are not part of this project: pass the folder of
# a twsearch checkout's samples/main.
#
#   tools/scripts/check_sample_counts.sh ~/twsearch/samples/main [NAME ...]
#
# NAME limits the run to those lines (e.g. dino.tws); each takes seconds on 2 cores, but
# moonspinner.tws about 6 minutes and 22 GB. Exit 0
# when every distribution is equal.
set -euo pipefail
here=$(cd "$(dirname "$0")/../.." && pwd)
samples=${1:?usage: $0 SAMPLES_DIR [NAME ...]}
shift
twobit=${TWOBIT:-$here/build/twobit}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
status=0
while IFS=$'\t' read -r name sets metric counts; do
    [[ -z "$name" || "$name" == \#* ]] && continue
    if [[ $# -gt 0 && ! " $* " == *" $name "* ]]; then continue; fi
    file="$samples/$name"
    if [[ "$sets" != "-" ]]; then # the sample reduced to these sets
        python3 "$here/tools/scripts/keep_sets.py" "$file" ${sets//,/ } > "$work/$name"
        file="$work/$name"
    fi
    got=$("$twobit" generate -q --def "$file" --metric "$metric" -o "$work/t.twobit" --json |
          python3 -c 'import json,sys; print(" ".join(map(str, json.load(sys.stdin)["counts"])))')
    if [[ "$got" == "$counts" ]]; then
        echo "equal: $name ($sets) $metric"
    else
        echo "DIFFERENT: $name ($sets) $metric"; echo "  twsearch: $counts"; echo "  twobit:   $got"
        status=1
    fi
    rm -f "$work/t.twobit"
done < "$here/tests/defs/twsearch_sample_counts.tsv"
exit $status
