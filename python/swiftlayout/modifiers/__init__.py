"""Modifiers: one mixin class of View methods per concept, and the modifier types they make."""
