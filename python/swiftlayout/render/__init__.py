"""Pictures of a layout: SVG, and PNG through cairosvg."""
