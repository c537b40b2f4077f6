//===- VhloTypes.td - Versioned StableHLO types -----------*- tablegen -*-===//
//
// The types of the `vhlo` dialect: every builtin type a StableHLO program
// uses, forked so that its meaning and encoding cannot change with MLIR.
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_GO_DIALECT_VHLO_TYPES_TD
#define STABLEHLO_GO_DIALECT_VHLO_TYPES_TD

include "VhloBase.td"

class VHLO_TypeDef<string name, string typeMnemonic, string min = "0.9.0",
                   string max = "current">
    : TypeDef<VHLO_Dialect, name, [VHLO_VersionedTypeInterface]> {
  let mnemonic = typeMnemonic;
  let extraClassDeclaration = VHLO_VersionMethods<min, max>.body;
}

// Types without parameters, printed as `!vhlo.<mnemonic>`.
class VHLO_SimpleType<string name, string typeMnemonic, string min = "0.9.0">
    : VHLO_TypeDef<name, typeMnemonic, min>;

def VHLO_BooleanV1Type : VHLO_SimpleType<"BooleanV1", "i1_v1">;
def VHLO_IndexV1Type : VHLO_SimpleType<"IndexV1", "index_v1">;
def VHLO_NoneV1Type : VHLO_SimpleType<"NoneV1", "none_v1">;
def VHLO_TokenV1Type : VHLO_SimpleType<"TokenV1", "token_v1">;
def VHLO_WitnessV1Type : VHLO_SimpleType<"WitnessV1", "witness_v1">;

def VHLO_FloatBF16V1Type : VHLO_SimpleType<"FloatBF16V1", "bf16_v1">;
def VHLO_FloatF16V1Type : VHLO_SimpleType<"FloatF16V1", "f16_v1">;
def VHLO_FloatF32V1Type : VHLO_SimpleType<"FloatF32V1", "f32_v1">;
def VHLO_FloatF64V1Type : VHLO_SimpleType<"FloatF64V1", "f64_v1">;
def VHLO_FloatTF32V1Type : VHLO_SimpleType<"FloatTF32V1", "tf32_v1", "1.6.0">;
def VHLO_FloatF4E2M1FNV1Type
    : VHLO_SimpleType<"FloatF4E2M1FNV1", "f4E2M1FN_v1", "1.8.0">;
def VHLO_FloatF6E2M3FNV1Type
    : VHLO_SimpleType<"FloatF6E2M3FNV1", "f6E2M3FN_v1", "1.8.0">;
def VHLO_FloatF6E3M2FNV1Type
    : VHLO_SimpleType<"FloatF6E3M2FNV1", "f6E3M2FN_v1", "1.8.0">;
def VHLO_FloatF8E3M4V1Type : VHLO_SimpleType<"FloatF8E3M4V1", "f8E3M4_v1", "1.7.0">;
def VHLO_FloatF8E4M3V1Type : VHLO_SimpleType<"FloatF8E4M3V1", "f8E4M3_v1", "1.7.0">;
def VHLO_FloatF8E4M3FNV1Type
    : VHLO_SimpleType<"FloatF8E4M3FNV1", "f8E4M3FN_v1">;
def VHLO_FloatF8E5M2V1Type : VHLO_SimpleType<"FloatF8E5M2V1", "f8E5M2_v1">;
def VHLO_FloatF8E4M3FNUZV1Type
    : VHLO_SimpleType<"FloatF8E4M3FNUZV1", "f8E4M3FNUZ_v1">;
def VHLO_FloatF8E5M2FNUZV1Type
    : VHLO_SimpleType<"FloatF8E5M2FNUZV1", "f8E5M2FNUZ_v1">;
def VHLO_FloatF8E4M3B11FNUZV1Type
    : VHLO_SimpleType<"FloatF8E4M3B11FNUZV1", "f8E4M3B11FNUZ_v1">;
def VHLO_FloatF8E8M0FNUV1Type
    : VHLO_SimpleType<"FloatF8E8M0FNUV1", "f8E8M0FNU_v1", "1.8.0">;

def VHLO_IntegerSI2V1Type : VHLO_SimpleType<"IntegerSI2V1", "i2_v1", "1.2.0">;
def VHLO_IntegerSI4V1Type : VHLO_SimpleType<"IntegerSI4V1", "i4_v1">;
def VHLO_IntegerSI8V1Type : VHLO_SimpleType<"IntegerSI8V1", "i8_v1">;
def VHLO_IntegerSI16V1Type : VHLO_SimpleType<"IntegerSI16V1", "i16_v1">;
def VHLO_IntegerSI32V1Type : VHLO_SimpleType<"IntegerSI32V1", "i32_v1">;
def VHLO_IntegerSI64V1Type : VHLO_SimpleType<"IntegerSI64V1", "i64_v1">;
def VHLO_IntegerUI2V1Type : VHLO_SimpleType<"IntegerUI2V1", "ui2_v1", "1.2.0">;
def VHLO_IntegerUI4V1Type : VHLO_SimpleType<"IntegerUI4V1", "ui4_v1">;
def VHLO_IntegerUI8V1Type : VHLO_SimpleType<"IntegerUI8V1", "ui8_v1">;
def VHLO_IntegerUI16V1Type : VHLO_SimpleType<"IntegerUI16V1", "ui16_v1">;
def VHLO_IntegerUI32V1Type : VHLO_SimpleType<"IntegerUI32V1", "ui32_v1">;
def VHLO_IntegerUI64V1Type : VHLO_SimpleType<"IntegerUI64V1", "ui64_v1">;

def VHLO_ComplexV1Type : VHLO_TypeDef<"ComplexV1", "complex_v1"> {
  let parameters = (ins "::mlir::Type":$elementType);
  let assemblyFormat = "`<` $elementType `>`";
}

def VHLO_FunctionV1Type : VHLO_TypeDef<"FunctionV1", "func_v1"> {
  let parameters = (ins ArrayRefParameter<"::mlir::Type">:$inputs,
                        ArrayRefParameter<"::mlir::Type">:$outputs);
  let hasCustomAssemblyFormat = 1;
}

// `!vhlo.tensor_v1<2x?x!vhlo.f32_v1>`; the encoding, when present, is a
// `#vhlo.type_extensions_v1` attribute.
def VHLO_RankedTensorV1Type : VHLO_TypeDef<"RankedTensorV1", "tensor_v1"> {
  let parameters = (ins ArrayRefParameter<"int64_t">:$shape,
                        "::mlir::Type":$elementType,
                        "::mlir::Attribute":$encoding);
  let hasCustomAssemblyFormat = 1;
  let extraClassDeclaration = VHLO_VersionMethods<"0.9.0", "current">.body # [{
    int64_t getNumElements() const;
  }];
}

def VHLO_UnrankedTensorV1Type
    : VHLO_TypeDef<"UnrankedTensorV1", "unranked_tensor_v1"> {
  let parameters = (ins "::mlir::Type":$elementType);
  let assemblyFormat = "`<` $elementType `>`";
}

def VHLO_RankedBufferV1Type
    : VHLO_TypeDef<"RankedBufferV1", "buffer_v1", "1.13.0"> {
  let parameters = (ins ArrayRefParameter<"int64_t">:$shape,
                        "::mlir::Type":$elementType);
  let hasCustomAssemblyFormat = 1;
}

def VHLO_TupleV1Type : VHLO_TypeDef<"TupleV1", "tuple_v1"> {
  let parameters = (ins ArrayRefParameter<"::mlir::Type">:$types);
  let hasCustomAssemblyFormat = 1;
}

// A uniform quantized element type; `flags` holds the signedness of the
// storage type as in MLIR's quant dialect.
def VHLO_UniformQuantizedV1Type
    : VHLO_TypeDef<"UniformQuantizedV1", "quant_v1"> {
  let parameters = (ins "unsigned":$flags, "::mlir::Type":$storageType,
                        "::mlir::Type":$expressedType,
                        APFloatParameter<"">:$scale, "int64_t":$zeroPoint,
                        "int64_t":$storageTypeMin, "int64_t":$storageTypeMax);
  let hasCustomAssemblyFormat = 1;
}

def VHLO_UniformQuantizedPerAxisV1Type
    : VHLO_TypeDef<"UniformQuantizedPerAxisV1", "quant_per_axis_v1", "0.18.0"> {
  let parameters = (ins "unsigned":$flags, "::mlir::Type":$storageType,
                        "::mlir::Type":$expressedType,
                        "int32_t":$quantizedDimension,
                        ArrayRefParameter<"::llvm::APFloat", "">:$scales,
                        ArrayRefParameter<"int64_t">:$zeroPoints,
                        "int64_t":$storageTypeMin, "int64_t":$storageTypeMax);
  let hasCustomAssemblyFormat = 1;
}

#endif // STABLEHLO_GO_DIALECT_VHLO_TYPES_TD
