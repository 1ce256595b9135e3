"""The text pipeline: plain Python, no Django, no I/O, no clock."""

from .pipeline import extract

__all__ = ["extract"]
