"""Draw the installable app's icons (static/img/icon-*.png) from the favicon's design: the
cross on the portal's claret. Run `python -m devtools.app_icons` after changing the design; the
PNGs are committed. Plain zlib, no imaging library: the shapes are rectangles."""

from __future__ import annotations

import struct
import zlib
from pathlib import Path

STATIC_IMG = Path(__file__).resolve().parents[1] / "static" / "img"
CLARET = (0x6B, 0x1D, 0x2A)
WHITE = (0xFF, 0xFF, 0xFF)
# The favicon's cross on its 32-unit grid: (x0, y0, x1, y1) rectangles.
CROSS = ((14, 6, 18, 26), (7, 13, 25, 17))


def _png(size: int, pixels: list[bytes]) -> bytes:
    def chunk(kind: bytes, data: bytes) -> bytes:
        crc = struct.pack(">I", zlib.crc32(kind + data))
        return struct.pack(">I", len(data)) + kind + data + crc

    header = struct.pack(">IIBBBBB", size, size, 8, 6, 0, 0, 0)  # 8-bit RGBA
    raw = b"".join(b"\x00" + row for row in pixels)
    chunks = chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")
    return b"\x89PNG\r\n\x1a\n" + chunks


def draw(size: int, *, maskable: bool) -> bytes:
    """A maskable icon fills its square and keeps the cross inside the central 60 % (the safe
    zone is a circle of 80 %); the other has the favicon's rounded corners."""
    scale, offset = (size * 0.6 / 32, size * 0.2) if maskable else (size / 32, 0.0)
    radius = 0 if maskable else size * 6 / 32
    rows = []
    for y in range(size):
        row = bytearray()
        for x in range(size):
            if radius and _outside_corner(x + 0.5, y + 0.5, size, radius):
                row += b"\x00\x00\x00\x00"
                continue
            gx, gy = (x + 0.5 - offset) / scale, (y + 0.5 - offset) / scale
            inside = any(x0 <= gx < x1 and y0 <= gy < y1 for x0, y0, x1, y1 in CROSS)
            row += bytes(WHITE if inside else CLARET) + b"\xff"
        rows.append(bytes(row))
    return _png(size, rows)


def _outside_corner(x: float, y: float, size: int, radius: float) -> bool:
    cx = min(max(x, radius), size - radius)
    cy = min(max(y, radius), size - radius)
    return (x - cx) ** 2 + (y - cy) ** 2 > radius**2


def main() -> None:
    for name, size, maskable in (
        ("icon-192.png", 192, False),
        ("icon-512.png", 512, False),
        ("icon-maskable-512.png", 512, True),
    ):
        (STATIC_IMG / name).write_bytes(draw(size, maskable=maskable))
        print(STATIC_IMG / name)


if __name__ == "__main__":
    main()
