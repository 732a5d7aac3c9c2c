package com.example.modular;

import io.framewright.annotations.Field;
import io.framewright.annotations.Message;

/** A sensor reading: a 12-bit sensor id, a 4-bit unit, then a signed 16-bit value. */
@Message
public record Reading(@Field(bits = 12) int sensor, @Field(bits = 4) int unit, short value) {}
