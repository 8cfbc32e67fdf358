"""The ctypes layer: finds libswiftlayout.so and declares every function of include/swiftlayout.h.

Nothing here is public API; the rest of the package calls ``lib`` through the helpers below. The
``SIGNATURES`` table must match the header exactly — ``tests/test_header_sync.py`` checks it.
"""
from __future__ import annotations

import ctypes
import os
from ctypes import (POINTER, c_bool, c_char_p, c_double, c_int32, c_ssize_t, c_uint64, c_void_p)
from pathlib import Path
from typing import Any, Callable, Dict, List, Optional, Tuple, cast

from .errors import raise_for_status

_HERE = Path(__file__).resolve().parent
_REPO = _HERE.parent.parent
LIBRARY_NAME = "libswiftlayout.so"

# Every function in include/swiftlayout.h: name -> (restype, argtypes).
# Handles are uint64; ptrdiff_t is c_ssize_t; caller-owned char* results are c_void_p (freed with
# sl_string_free), library-owned char const* results are c_char_p.
_H, _D, _I, _S, _Z = c_uint64, c_double, c_int32, c_char_p, c_ssize_t
SIGNATURES: Dict[str, Tuple[Any, List[Any]]] = {
    "sl_version": (_S, []),
    "sl_text_engine": (_S, []),
    "sl_last_error": (_S, []),
    "sl_last_status": (_I, []),
    "sl_string_free": (None, [c_void_p]),
    "sl_device_count": (_Z, []),
    "sl_device_name": (_S, [_Z]),
    "sl_registered_names": (_S, [_I]),
    "sl_document_new": (_H, []),
    "sl_document_free": (_I, [_H]),
    "sl_document_view_count": (_I, [_H, POINTER(_Z)]),
    "sl_document_parse": (_H, [_H, _S]),
    "sl_document_parse_binary": (_H, [_H, c_char_p, _Z]),
    "sl_rectangle": (_H, [_H]),
    "sl_rounded_rectangle": (_H, [_H, _D]),
    "sl_circle": (_H, [_H]),
    "sl_ellipse": (_H, [_H]),
    "sl_capsule": (_H, [_H]),
    "sl_rounded_rectangle_size": (_H, [_H, _D, _D, _S]),
    "sl_uneven_rounded_rectangle": (_H, [_H, _D, _D, _D, _D, _S]),
    "sl_capsule_style": (_H, [_H, _S]),
    "sl_any_shape": (_H, [_H, _H]),
    "sl_color": (_H, [_H, _S]),
    "sl_text": (_H, [_H, _S]),
    "sl_spacer": (_H, [_H, _D]),
    "sl_map_view": (_H, [_H]),
    "sl_placeholder": (_H, [_H, _S, _D, _D, _D, _D, _D, _D]),
    "sl_vstack": (_H, [_H, _I, _D, POINTER(_H), _Z]),
    "sl_hstack": (_H, [_H, _I, _D, POINTER(_H), _Z]),
    "sl_zstack": (_H, [_H, _I, POINTER(_H), _Z]),
    "sl_frame": (_H, [_H, _H, _D, _D, _I]),
    "sl_flex_frame": (_H, [_H, _H, _D, _D, _D, _D, _D, _D, _I]),
    "sl_padding": (_H, [_H, _H, _I, _D]),
    "sl_padding_insets": (_H, [_H, _H, _D, _D, _D, _D]),
    "sl_border": (_H, [_H, _H, _S, _D]),
    "sl_overlay": (_H, [_H, _H, _H, _I]),
    "sl_background": (_H, [_H, _H, _H, _I]),
    "sl_offset": (_H, [_H, _H, _D, _D]),
    "sl_position": (_H, [_H, _H, _D, _D]),
    "sl_fixed_size": (_H, [_H, _H, c_bool, c_bool]),
    "sl_layout_priority": (_H, [_H, _H, _D]),
    "sl_aspect_ratio": (_H, [_H, _H, _D, _I]),
    "sl_edges_ignoring_safe_area": (_H, [_H, _H, _I]),
    "sl_ignores_safe_area": (_H, [_H, _H, _I, _I]),
    "sl_font": (_H, [_H, _H, _S]),
    "sl_font_system": (_H, [_H, _H, _D, _S]),
    "sl_line_limit": (_H, [_H, _H, _Z]),
    "sl_line_limit_range": (_H, [_H, _H, _Z, _Z]),
    "sl_line_limit_reserving": (_H, [_H, _H, _Z, _I]),
    "sl_bold": (_H, [_H, _H, _I]),
    "sl_italic": (_H, [_H, _H, _I]),
    "sl_font_weight": (_H, [_H, _H, _S]),
    "sl_font_system_design": (_H, [_H, _H, _D, _S, _S]),
    "sl_truncation_mode": (_H, [_H, _H, _S]),
    "sl_multiline_text_alignment": (_H, [_H, _H, _I]),
    "sl_dynamic_type_size": (_H, [_H, _H, _S]),
    "sl_tracking": (_H, [_H, _H, _D]),
    "sl_line_spacing": (_H, [_H, _H, _D]),
    "sl_text_case": (_H, [_H, _H, _S]),
    "sl_minimum_scale_factor": (_H, [_H, _H, _D]),
    "sl_layout_direction": (_H, [_H, _H, _S]),
    "sl_flips_for_right_to_left": (_H, [_H, _H, _I]),
    "sl_id": (_H, [_H, _H, _S]),
    "sl_env_new": (_H, [_D, _D, _D]),
    "sl_env_new_device": (_H, [_S]),
    "sl_env_set_safe_area": (_I, [_H, _D, _D, _D, _D]),
    "sl_env_set_size": (_I, [_H, _D, _D]),
    "sl_env_set_sheet": (_I, [_H, _I, _D]),
    "sl_env_set_popover": (_I, [_H, _D, _D]),
    "sl_env_set": (_I, [_H, _S, _D]),
    "sl_env_set_string": (_I, [_H, _S, _S]),
    "sl_env_get_string": (c_void_p, [_H, _S]),
    "sl_env_get": (_I, [_H, _S, POINTER(_D)]),
    "sl_env_free": (_I, [_H]),
    "sl_layout": (_H, [_H, _H, _H]),
    "sl_layout_free": (_I, [_H]),
    "sl_layout_node_count": (_I, [_H, POINTER(_Z)]),
    "sl_layout_frame": (_I, [_H, _Z, POINTER(_D), POINTER(_D), POINTER(_D), POINTER(_D)]),
    "sl_layout_find": (_I, [_H, _S, POINTER(_Z)]),
    "sl_layout_node_parent": (_I, [_H, _Z, POINTER(_Z)]),
    "sl_layout_node_child_count": (_I, [_H, _Z, POINTER(_Z)]),
    "sl_layout_node_child": (_I, [_H, _Z, _Z, POINTER(_Z)]),
    "sl_layout_node_kind": (_S, [_H, _Z]),
    "sl_layout_node_type_name": (_S, [_H, _Z]),
    "sl_layout_node_id": (_S, [_H, _Z]),
    "sl_layout_copy_frames": (_I, [_H, POINTER(_D), _Z, POINTER(_Z)]),
    "sl_layout_copy_view_indices": (_I, [_H, POINTER(_Z), _Z, POINTER(_Z)]),
    "sl_layout_dump": (c_void_p, [_H]),
    "sl_layout_json": (c_void_p, [_H]),
    "sl_layout_measure_count": (_I, [_H, POINTER(_Z)]),
    "sl_layout_relayout": (_I, [_H, _H, POINTER(c_bool)]),
    "sl_layout_replace": (_I, [_H, _S, _H, _H]),
    "sl_layout_replace_at": (_I, [_H, _Z, _H, _H]),
    "sl_layout_text_json": (c_void_p, [_H, _Z]),
    "sl_layout_node_spacing": (c_void_p, [_H, _Z]),
    "sl_layout_spacing_distance": (_I, [_H, _Z, _Z, _I, POINTER(_D)]),
    "sl_scroll_view": (_H, [_H, _H, _I, _D, _D]),
    "sl_list": (_H, [_H, POINTER(_H), _Z]),
    "sl_navigation_stack": (_H, [_H, _H]),
    "sl_navigation_split_view": (_H, [_H, _H, _H, _H]),
    "sl_tab_view": (_H, [_H, _Z, POINTER(_H), _Z]),
    "sl_navigation_title": (_H, [_H, _H, _S]),
    "sl_navigation_bar_title_display_mode": (_H, [_H, _H, _I]),
    "sl_form": (_H, [_H, POINTER(_H), _Z]), "sl_list_style": (_H, [_H, _H, _S]),
    "sl_list_row_spacing": (_H, [_H, _H, _D]), "sl_list_section_spacing": (_H, [_H, _H, _D]),
    "sl_default_min_list_row_height": (_H, [_H, _H, _D]), "sl_list_row_insets": (_H, [_H, _H, _D, _D, _D, _D]),
    "sl_navigation_bar_hidden": (_H, [_H, _H, _I]),
    "sl_form_style": (_H, [_H, _H, _S]), "sl_toolbar": (_H, [_H, _H, _S]),
    "sl_for_each": (_H, [_H, POINTER(_H), _Z, POINTER(_S)]),
    "sl_scroll_view_children": (_H, [_H, _I, _D, _D, POINTER(_H), _Z]),
    "sl_any_layout": (_H, [_H, _S, POINTER(_H), _Z]),
    "sl_lazy_vstack_pinned": (_H, [_H, _I, _D, _I, POINTER(_H), _Z]),
    "sl_lazy_hstack_pinned": (_H, [_H, _I, _D, _I, POINTER(_H), _Z]),
    "sl_navigation_bar_back_button_hidden": (_H, [_H, _H, _I]),
    "sl_searchable": (_H, [_H, _H, _S]),
    "sl_tab_item": (_H, [_H, _H, _S]),
    "sl_background_style": (_H, [_H, _H, _S, _I]),
    "sl_view_that_fits": (_H, [_H, _I, POINTER(_H), _Z]), "sl_group": (_H, [_H, POINTER(_H), _Z]),
    "sl_empty_view": (_H, [_H]),
    "sl_section": (_H, [_H, _H, _H, POINTER(_H), _Z]), "sl_content_margins": (_H, [_H, _H, _I, _D, _I]),
    "sl_default_scroll_anchor": (_H, [_H, _H, _D, _D, _I]), "sl_scroll_indicators": (_H, [_H, _H, _I]),
    "sl_scroll_disabled": (_H, [_H, _H, _I]), "sl_scroll_target_layout": (_H, [_H, _H]),
    "sl_safe_area_inset": (_H, [_H, _H, _I, _I, _D, _H]),
    "sl_safe_area_padding": (_H, [_H, _H, _I, _D]),
    "sl_container_relative_frame": (_H, [_H, _H, _I, _I]),
    "sl_container_relative_frame_grid": (_H, [_H, _H, _I, _Z, _Z, _D, _I]),
    "sl_container_relative_frame_fn": (_H, [_H, _H, _I, _I, c_void_p, c_void_p, ctypes.c_int64]),
    "sl_document_parse_with_callbacks": (_H, [_H, _S, c_void_p, c_void_p, c_void_p, c_void_p, c_void_p, c_void_p,
                                                  c_void_p, c_void_p]),
    "sl_document_parse_with_layout_callbacks": (_H, [_H, _S] + [c_void_p] * 9),
    "sl_custom_layout": (_H, [_H, c_void_p, c_void_p, c_void_p, c_void_p, ctypes.c_int64, POINTER(_H), _Z]),
    "sl_custom_layout_aligned": (_H, [_H, c_void_p, c_void_p, c_void_p, c_void_p, c_void_p, ctypes.c_int64,
                                      POINTER(_H), _Z]),
    "sl_measured_view": (_H, [_H, c_void_p, c_void_p, ctypes.c_int64]),
    "sl_subviews_count": (_I, [_H, POINTER(_Z)]),
    "sl_subview_size": (_I, [_H, _Z, _D, _D, POINTER(_D), POINTER(_D)]),
    "sl_subview_place": (_I, [_H, _Z, _D, _D, _D, _D, _D, _D]),
    "sl_subview_priority": (_I, [_H, _Z, POINTER(_D)]),
    "sl_subview_layout_value": (_I, [_H, _Z, _S, _D, POINTER(_D)]),
    "sl_subview_spacing": (c_void_p, [_H, _Z]),
    "sl_subview_distance": (_I, [_H, _Z, _Z, _I, POINTER(_D)]),
    "sl_lazy_vgrid": (_H, [_H, POINTER(_D), _Z, _I, _D, POINTER(_H), _Z]),
    "sl_lazy_hgrid": (_H, [_H, POINTER(_D), _Z, _I, _D, POINTER(_H), _Z]),
    "sl_lazy_vstack": (_H, [_H, _I, _D, POINTER(_H), _Z]),
    "sl_lazy_hstack": (_H, [_H, _I, _D, POINTER(_H), _Z]),
    "sl_grid": (_H, [_H, _I, _D, _D, POINTER(_H), _Z]),
    "sl_grid_row": (_H, [_H, _I, POINTER(_H), _Z]),
    "sl_grid_cell_columns": (_H, [_H, _H, _Z]),
    "sl_grid_column_alignment": (_H, [_H, _H, _I]),
    "sl_grid_cell_anchor": (_H, [_H, _H, _D, _D]),
    "sl_grid_cell_unsized_axes": (_H, [_H, _H, _I]),
    "sl_alignment_guide": (_H, [_H, _H, _S, _D]),
    "sl_alignment_guide_fn": (_H, [_H, _H, _S, c_void_p, c_void_p, ctypes.c_int64]),
    "sl_geometry_reader": (_H, [_H, c_void_p, c_void_p, ctypes.c_int64]),
    "sl_coordinate_space": (_H, [_H, _H, _S]),
    "sl_geometry_size": (_I, [_H, POINTER(_D), POINTER(_D)]),
    "sl_geometry_safe_area": (_I, [_H, POINTER(_D), POINTER(_D), POINTER(_D), POINTER(_D)]),
    "sl_geometry_frame": (_I, [_H, _S, POINTER(_D), POINTER(_D), POINTER(_D), POINTER(_D)]),
    "sl_geometry_node": (_I, [_H, POINTER(_Z)]),
    # The everyday views (Sources/SwiftLayoutC/ViewsAPI.swift, ModifiersAPI.swift: Controls).
    "sl_divider": (_H, [_H]),
    "sl_image": (_H, [_H, _S, _D, _D, _I]),
    "sl_image_system": (_H, [_H, _S, _D, _D]),
    "sl_button": (_H, [_H, _S, _S]),
    "sl_button_with_label": (_H, [_H, _H]),
    "sl_label": (_H, [_H, _S, _S, _D, _D]),
    "sl_label_with_views": (_H, [_H, _H, _H]),
    "sl_toggle": (_H, [_H, _S, _I]),
    "sl_group_box": (_H, [_H, _H, POINTER(_H), _Z]),
    "sl_disclosure_group": (_H, [_H, _H, _I, POINTER(_H), _Z]),
    "sl_text_field": (_H, [_H, _S, _S, _I]),
    "sl_slider": (_H, [_H, _D, _S]),
    "sl_stepper": (_H, [_H, _S, _D]),
    "sl_color_picker": (_H, [_H, _S, _S, _I]),
    "sl_date_picker": (_H, [_H, _S, _S, _S, _S, _S]),
    "sl_stepper_with_label": (_H, [_H, _H, _D]),
    "sl_slider_with_labels": (_H, [_H, _D, _D, _D, _D, _H, _H, _H]),
    "sl_progress_view_with_labels": (_H, [_H, _H, _H, _D, _D]),
    "sl_link": (_H, [_H, _S, _S]),
    "sl_link_with_label": (_H, [_H, _S, _H]),
    "sl_navigation_link": (_H, [_H, _S]),
    "sl_navigation_link_with_label": (_H, [_H, _H]),
    "sl_text_field_axis": (_H, [_H, _S, _S, _I]),
    "sl_text_editor": (_H, [_H, _S]),
    "sl_menu": (_H, [_H, _S, _I]),
    "sl_menu_with_label": (_H, [_H, _H, _I]),
    "sl_menu_indicator": (_H, [_H, _H, _S]),
    "sl_gauge": (_H, [_H, _D, _D, _D, _S, _S, _S, _S]),
    "sl_gauge_style": (_H, [_H, _H, _S]),
    "sl_labeled_content": (_H, [_H, _S, _S]),
    "sl_labeled_content_with_views": (_H, [_H, _H, _H]),
    "sl_picker": (_H, [_H, _S, _S, POINTER(_H), _Z]),
    "sl_picker_with_label": (_H, [_H, _H, _S, POINTER(_H), _Z]),
    "sl_progress_view": (_H, [_H, _S, _D, _D]),
    "sl_button_style": (_H, [_H, _H, _S]),
    "sl_toggle_style": (_H, [_H, _H, _S]),
    "sl_text_field_style": (_H, [_H, _H, _S]),
    "sl_picker_style": (_H, [_H, _H, _S]),
    "sl_date_picker_style": (_H, [_H, _H, _S]),
    "sl_time_zone": (_H, [_H, _H, _S]),
    "sl_tab_view_style": (_H, [_H, _H, _S]),
    "sl_progress_view_style": (_H, [_H, _H, _S]),
    "sl_label_style": (_H, [_H, _H, _S]),
    "sl_control_size": (_H, [_H, _H, _S]),
    "sl_image_scale": (_H, [_H, _H, _S]),
    "sl_labels_hidden": (_H, [_H, _H]),
    "sl_tag": (_H, [_H, _H, _S]),
    "sl_scaled_to": (_H, [_H, _H, _I]),
    # Drawing-only modifiers.
    "sl_hidden": (_H, [_H, _H]),
    "sl_z_index": (_H, [_H, _H, _D]),
    "sl_opacity": (_H, [_H, _H, _D]),
    "sl_modifier": (_H, [_H, _H, _S]),
    "sl_layout_value": (_H, [_H, _H, _S, _D]),
}

# containerRelativeFrame's length callback: (context, id, length, axis, out_length) -> status.
LENGTH_CALLBACK = ctypes.CFUNCTYPE(c_int32, c_void_p, ctypes.c_int64, c_double, c_int32, POINTER(c_double))
# alignmentGuide's callback: (context, id, width, height, out_value) -> status.
GUIDE_CALLBACK = ctypes.CFUNCTYPE(c_int32, c_void_p, ctypes.c_int64, c_double, c_double, POINTER(c_double))
# GeometryReader's content builder: (context, id, document, proxy) -> view handle (0: failure).
BUILDER_CALLBACK = ctypes.CFUNCTYPE(c_uint64, c_void_p, ctypes.c_int64, c_uint64, c_uint64)
# Custom layouts: sizeThatFits, placeSubviews, spacing; and a leaf's measure function.
SIZE_CALLBACK = ctypes.CFUNCTYPE(c_int32, c_void_p, ctypes.c_int64, c_uint64, c_double, c_double, POINTER(c_double),
                                 POINTER(c_double))
PLACE_CALLBACK = ctypes.CFUNCTYPE(c_int32, c_void_p, ctypes.c_int64, c_uint64, c_double, c_double, c_double, c_double,
                                  c_double, c_double)
SPACING_CALLBACK = ctypes.CFUNCTYPE(ctypes.c_int64, c_void_p, ctypes.c_int64, c_uint64)
#: (context, id, subviews, guide name, axis, width, height, proposed width, height, out) -> 0, -1 (default), error.
EXPLICIT_ALIGNMENT_CALLBACK = ctypes.CFUNCTYPE(c_int32, c_void_p, ctypes.c_int64, c_uint64, c_char_p, c_int32, c_double,
                                               c_double, c_double, c_double, POINTER(c_double))
MEASURE_CALLBACK = ctypes.CFUNCTYPE(c_int32, c_void_p, ctypes.c_int64, c_double, c_double, POINTER(c_double),
                                    POINTER(c_double))


def _candidates() -> List[Path]:
    found: List[Path] = []
    env = os.environ.get("SWIFTLAYOUT_LIB")
    if env:
        found.append(Path(env))
    found.append(_HERE / LIBRARY_NAME)
    for config in ("release", "debug"):
        found.append(_REPO / ".build" / config / LIBRARY_NAME)
    return found


def _load() -> ctypes.CDLL:
    tried = _candidates()
    env = os.environ.get("SWIFTLAYOUT_LIB")
    if env and not Path(env).is_file():
        raise ImportError(f"SWIFTLAYOUT_LIB is set to {env!r}, which is not a file. Unset it, or point it at "
                          f"a built {LIBRARY_NAME} (`swift build -c release` in the swiftlayout repository).")
    for path in tried:
        if path.is_file():
            library = ctypes.CDLL(str(path))
            for name, (restype, argtypes) in SIGNATURES.items():
                function = getattr(library, name)
                function.restype = restype
                function.argtypes = argtypes
            return library
    listing = "\n  ".join(str(p) for p in tried)
    raise ImportError(f"swiftlayout could not find {LIBRARY_NAME}. Looked in:\n  {listing}\n"
                      f"Build it with `swift build -c release` (or `make`) in the swiftlayout repository, "
                      f"set SWIFTLAYOUT_LIB to its path, or `pip install ./python`.")


lib = _load()
LIBRARY_PATH: str = lib._name


def check(status: int) -> None:
    """Raises the matching LayoutError if ``status`` is not SL_OK."""
    if status != 0:
        raise_for_status(status, lib.sl_last_error().decode("utf-8", "replace"))


def handle(value: int) -> int:
    """Returns ``value``, a handle from a constructor, or raises the error behind a 0."""
    if value == 0:
        raise_for_status(lib.sl_last_status(), lib.sl_last_error().decode("utf-8", "replace"))
    return value


def take_string(pointer: Optional[int]) -> str:
    """Decodes and frees a caller-owned ``char *`` result."""
    if not pointer:
        raise_for_status(lib.sl_last_status(), lib.sl_last_error().decode("utf-8", "replace"))
    try:
        return ctypes.string_at(cast(int, pointer)).decode("utf-8")
    finally:
        lib.sl_string_free(pointer)


def call(function: Callable[..., int], *args: Any) -> int:
    """Calls a status-returning function and raises on failure."""
    check(function(*args))
    return 0
