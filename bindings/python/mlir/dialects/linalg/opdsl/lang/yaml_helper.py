"""YAML output of op configurations: tagged mappings in a fixed key order,
multi-line strings as literal blocks (PyYAML, from python3-yaml)."""

__all__ = ["Tagged", "dump_all"]


class Tagged:
    """A mapping dumped with its keys in the given order, under a YAML tag
    (or none, when tag is None)."""

    def __init__(self, tag, items):
        self.tag = tag
        self.items = items


def _dumper():
    try:
        import yaml
    except ImportError as e:
        raise ImportError("the op DSL's YAML output needs PyYAML (Debian: python3-yaml)") from e

    class Dumper(yaml.SafeDumper):
        pass

    def represent_tagged(dumper, data):
        return dumper.represent_mapping(data.tag or "tag:yaml.org,2002:map", data.items)

    def represent_str(dumper, data):
        if "\n" in data:
            return dumper.represent_scalar("tag:yaml.org,2002:str", data, style="|")
        return dumper.represent_scalar("tag:yaml.org,2002:str", data)

    Dumper.add_representer(Tagged, represent_tagged)
    Dumper.add_representer(str, represent_str)
    return yaml, Dumper


def dump_all(objects, stream=None):
    yaml, dumper = _dumper()
    return yaml.dump_all(objects, stream, Dumper=dumper, explicit_start=True, sort_keys=False,
                         default_flow_style=False)
