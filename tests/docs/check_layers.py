#!/usr/bin/env python3
"""The include graph against docs/ARCHITECTURE.md's layers: a file may include its own layer's
headers and those of the layers drawn below it, never one drawn above (the doc's first
figure, top to bottom). Prints each back-arrow (file, the header it includes) and exits 1 if
there is any. Usage: tests/docs/check_layers.py (from the repository root)."""
import pathlib
import re
import sys

# Top to bottom, as docs/ARCHITECTURE.md draws them; host/engine/cuda/ is the engine's.
LAYERS = ["tools/cli", "host/puzzles", "host/present", "host/store", "host/mpi", "host/engine",
          "kernels", "tables", "host/io"]
SOURCES = (".cpp", ".hpp", ".h", ".cu", ".cuh")


def layer_of(path):
    for rank, layer in enumerate(LAYERS):
        if path == layer or path.startswith(layer + "/"):
            return rank
    return None


def main():
    root = pathlib.Path(__file__).resolve().parents[2]
    doc = (root / "docs/ARCHITECTURE.md").read_text()
    drawn = [doc.find(" " + layer + "/") for layer in LAYERS]
    if -1 in drawn or drawn != sorted(drawn):
        print("docs/ARCHITECTURE.md does not draw the layers in this order: " + ", ".join(LAYERS))
        return 1
    back = []
    for layer in LAYERS:
        for f in sorted((root / layer).rglob("*")):
            if f.suffix not in SOURCES:
                continue
            here = layer_of(str(f.relative_to(root)))
            for m in re.finditer(r'#include "([^"]+)"', f.read_text(errors="replace")):
                there = layer_of(m.group(1))
                if there is not None and there < here:
                    back.append(f"{f.relative_to(root)} includes {m.group(1)}")
    for b in back:
        print(b)
    print(f"{len(back)} includes reach a layer drawn above their own")
    return 1 if back else 0


if __name__ == "__main__":
    sys.exit(main())
