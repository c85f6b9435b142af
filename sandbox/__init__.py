"""A stand-alone local imitation of the Magisterium AI A2A API and its OAuth server."""
