"""Writes OUTDIR/mlir_components-VERSION-py3-none-any.whl: a wheel of another
version of mlir-components holding only its metadata, enough for pip's
resolver to see a different version installed.
  other_version_wheel.py OUTDIR VERSION"""
import base64
import hashlib
import os
import sys
import zipfile

out, version = sys.argv[1:3]
info = "mlir_components-%s.dist-info/" % version
files = {
    info + "METADATA": "Metadata-Version: 2.1\nName: mlir-components\nVersion: %s\n" % version,
    info + "WHEEL": "Wheel-Version: 1.0\nGenerator: test\nRoot-Is-Purelib: true\nTag: py3-none-any\n",
}
os.makedirs(out, exist_ok=True)
with zipfile.ZipFile(os.path.join(out, "mlir_components-%s-py3-none-any.whl" % version), "w") as z:
    record = []
    for name, text in files.items():
        data = text.encode()
        z.writestr(name, data)
        digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
        record.append("%s,sha256=%s,%d" % (name, digest, len(data)))
    z.writestr(info + "RECORD", "\n".join(record + [info + "RECORD,,"]) + "\n")
