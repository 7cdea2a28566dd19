import numpy as np


def reference(image, filt):
    # out[n, y, x, f] = sum over kh, kw, c of image[n, y+kh, x+kw, c] * filt[kh, kw, c, f],
    # exact products summed in float64, rounded once to f32.
    image, filt = image.astype(np.float64), filt.astype(np.float64)
    kh, kw, _, nf = filt.shape
    n, h, w, _ = image.shape
    out = np.zeros((n, h - kh + 1, w - kw + 1, nf))
    for dy in range(kh):
        for dx in range(kw):
            window = image[:, dy:dy + h - kh + 1, dx:dx + w - kw + 1, :]
            out += np.einsum("nyxc,cf->nyxf", window, filt[dy, dx])
    return out.astype(np.float32)
