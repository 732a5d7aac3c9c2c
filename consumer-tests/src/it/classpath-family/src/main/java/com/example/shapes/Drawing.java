package com.example.shapes;

import io.framewright.annotations.Length;
import io.framewright.annotations.Message;

/** A named shape: a u8 byte length and UTF-8 name, then the shape. */
@Message
public record Drawing(@Length(bits = 8) String name, Shape shape) {}
