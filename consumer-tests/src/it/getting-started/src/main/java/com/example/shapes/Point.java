package com.example.shapes;

import io.framewright.annotations.Field;
import io.framewright.annotations.Message;

@Message
public record Point(@Field(bits = 12) int x, @Field(bits = 12) int y) {}
