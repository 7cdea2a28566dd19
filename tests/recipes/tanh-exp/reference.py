import numpy as np


def reference(x):
    # In float64, rounded once to f32: the correctly rounded f32 result
    # (but for double rounding, at most half an ulp more).
    x = x.astype(np.float64)
    return np.tanh(x).astype(np.float32), np.exp(x).astype(np.float32)
