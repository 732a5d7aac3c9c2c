package com.example.broken;

import io.framewright.annotations.Field;
import io.framewright.annotations.Message;

/** A layout the processor must refuse: 40 bits do not fit an int (FW015). */
@Message
public record EntityUpdate(
    @Field(bits = 3) int kind,
    @Field(bits = 40) int health) {}
