package com.example.shapes;

import io.framewright.annotations.Field;
import io.framewright.annotations.Tag;

/** Tag 1: a 16-bit unsigned radius. */
@Tag(1)
public record Circle(@Field(bits = 16) int radius) implements Shape {}
