"""The text pipeline: plain Python, no Django, no I/O, no clock."""
