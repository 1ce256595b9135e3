"""The production settings, with static files collected into the benchmark's scratch folder."""

import os

from newsroom.settings import *  # noqa: F403

STATIC_ROOT = os.environ["BENCH_STATIC_ROOT"]
