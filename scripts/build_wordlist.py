#!/usr/bin/env python3
"""Regenerate the default Quiddler word list (dictionary/data/scowl80.*) from Debian's SCOWL.

    python scripts/build_wordlist.py                # apt-get download scowl + dpkg -x, then build
    python scripts/build_wordlist.py --from DIR     # DIR = an unpacked SCOWL ``final/`` directory

Nothing is installed on the system: the .deb is downloaded into a temporary directory and
unpacked there. The output is deterministic (same SCOWL in, same bytes out):

- dictionary/data/scowl80.txt.xz  sorted words, one a line, LF-terminated, xz-compressed
- dictionary/data/scowl80.json    name, sha256 (of the words joined by LF), word count, source
- dictionary/data/SCOWL-COPYRIGHT SCOWL's copyright notice (required with every copy)

Which words (the reasons are in docs/dictionary.md):
the ``<spelling>-words.<size>`` files for every national spelling (english, american, british,
british_z, canadian, australian) at sizes 10..80. Proper names, upper-case words,
abbreviations, contractions, spelling variants (variant_*) and the special lists live in other
SCOWL files and are never read. Kept: lower-case a-z only, 2+ letters (this drops possessives
and hyphenated forms). Two-letter entries must be in TWO_LETTER_ALLOW; DENY removes a few
junk entries that the files carry (function names, unit abbreviations, bare affixes).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import lzma
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "dictionary" / "data"
NAME = "scowl80"

SPELLINGS = ("english", "american", "british", "british_z", "canadian", "australian")
SIZES = (10, 20, 35, 40, 50, 55, 60, 70, 80)
WORD = re.compile(r"[a-z]{2,}")

# Every two-letter entry of SCOWL <= 80 that is a real word (each is also in the Collins
# Scrabble Words list). Left out on purpose: letter plurals ("bs", "cs", ... "zs"), unit and
# function abbreviations ("kb", "lm", "ln", "lx", "mb", "mf"), "ge", and "de" (a particle of
# names, not an English word) and "se" (only in american-words.80, as the compass abbreviation).
TWO_LETTER_ALLOW = frozenset("""
    ad ag ah ai am an as at ax ba be bi by da do ef eh em en er es et ex fa fe fy go ha he hi
    ho id if in io is it ja jo ka ki ko ky la lo ma me mi mu my na ne no nu ny od of oh oi om
    on oo or ou ow ox oy pa pe pi po qi re sh si so ta te ti to ug uh um un up ur us ut we
    wo xi xu ya ye yo yu za zo
""".split())

# Longer junk: abbreviations of functions and units, and bare prefixes/suffixes (ruling Q9).
DENY = frozenset("""
    csc csch dkl hhd sinh tanh coth sech
    pre non ous ment multi giga ish
""".split())


def download(workdir: Path) -> Path:
    """Fetch Debian's scowl .deb into ``workdir`` and unpack it there; returns the list dir."""
    subprocess.run(["apt-get", "download", "scowl"], cwd=workdir, check=True)
    deb = next(workdir.glob("scowl_*.deb"))
    subprocess.run(["dpkg-deb", "-x", str(deb), str(workdir / "root")], check=True)
    return workdir / "root" / "usr" / "share" / "dict" / "scowl"


def source_files(scowl_dir: Path) -> list[Path]:
    files = [scowl_dir / f"{spelling}-words.{size}" for spelling in SPELLINGS for size in SIZES]
    return [f for f in files if f.exists()]


def keep(word: str) -> bool:
    if not WORD.fullmatch(word) or word in DENY:
        return False
    return len(word) > 2 or word in TWO_LETTER_ALLOW


def build(scowl_dir: Path) -> list[str]:
    """The filtered, sorted, de-duplicated word list from a SCOWL ``final/`` directory."""
    files = source_files(scowl_dir)
    if not files:
        sys.exit(f"no SCOWL *-words.NN files in {scowl_dir}")
    words: set[str] = set()
    for path in files:
        # Debian ships the lists in UTF-8 (upstream: ISO-8859-1); non-ASCII words are dropped.
        for line in path.read_text(encoding="utf-8", errors="replace").splitlines():
            if keep(line.strip()):
                words.add(line.strip())
    missing = TWO_LETTER_ALLOW - words
    if missing:
        sys.exit(f"allow-listed words missing from SCOWL: {sorted(missing)}")
    return sorted(words)


def sha256_of(words: list[str]) -> str:
    """Same definition as dictionary.trie.words_sha256 and words.SetWordChecker."""
    return hashlib.sha256("\n".join(words).encode()).hexdigest()


def debian_version(scowl_dir: Path) -> str:
    changelog = scowl_dir.parents[2] / "share" / "doc" / "scowl" / "changelog.Debian.gz"
    if changelog.exists():
        import gzip

        first = gzip.decompress(changelog.read_bytes()).decode().splitlines()[0]
        match = re.search(r"\(([^)]+)\)", first)
        if match:
            return match.group(1)
    return "unknown"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--from", dest="source", type=Path,
                        help="an unpacked SCOWL final/ directory (default: download the .deb)")
    parser.add_argument("--out", type=Path, default=DATA, help="output directory")
    args = parser.parse_args()

    with tempfile.TemporaryDirectory() as tmp:
        scowl_dir = args.source or download(Path(tmp))
        words = build(scowl_dir)
        copyright_file = scowl_dir.parents[2] / "share" / "doc" / "scowl" / "copyright"
        args.out.mkdir(parents=True, exist_ok=True)
        if copyright_file.exists():
            shutil.copyfile(copyright_file, args.out / "SCOWL-COPYRIGHT")
        elif not (args.out / "SCOWL-COPYRIGHT").exists():
            sys.exit("SCOWL's copyright notice was not found; it must ship with the list")
        version = debian_version(scowl_dir)

    text = "".join(w + "\n" for w in words).encode()
    (args.out / f"{NAME}.txt.xz").write_bytes(lzma.compress(text, preset=9 | lzma.PRESET_EXTREME))
    manifest = {
        "name": NAME,
        "sha256": sha256_of(words),
        "word_count": len(words),
        "source": f"SCOWL (Debian scowl {version}): {', '.join(SPELLINGS)} -words files, "
                  f"sizes {SIZES[0]}-{SIZES[-1]}; a-z, 2+ letters; allow/deny lists applied",
    }
    (args.out / f"{NAME}.json").write_text(json.dumps(manifest, indent=2) + "\n")
    print(f"{len(words)} words, sha256 {manifest['sha256']}, "
          f"{(args.out / f'{NAME}.txt.xz').stat().st_size} bytes compressed")


if __name__ == "__main__":
    main()
