"""Tools built on the package: experiments (sweeps), layout lint, snapshot testing, the command line."""
