package com.example.shapes;

import io.framewright.annotations.Message;
import io.framewright.annotations.Union;

/** A shape on the wire: a one-byte tag, then the variant's fields. */
@Message
@Union(bits = 8)
public sealed interface Shape permits Circle, Rect {}
