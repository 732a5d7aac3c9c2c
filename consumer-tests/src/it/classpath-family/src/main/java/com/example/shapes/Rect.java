package com.example.shapes;

import io.framewright.annotations.Tag;

/** Tag 2: width and height, two signed 16-bit numbers. */
@Tag(2)
public record Rect(short width, short height) implements Shape {}
