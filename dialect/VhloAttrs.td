//===- VhloAttrs.td - Versioned StableHLO attributes ------*- tablegen -*-===//
//
// The attributes and enumerations of the `vhlo` dialect: the builtin
// attributes a StableHLO program uses (forked) and StableHLO's own.
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_GO_DIALECT_VHLO_ATTRS_TD
#define STABLEHLO_GO_DIALECT_VHLO_ATTRS_TD

include "VhloBase.td"

class VHLO_AttrDef<string name, string attrMnemonic, string min = "0.9.0",
                   string max = "current">
    : AttrDef<VHLO_Dialect, name, [VHLO_VersionedAttrInterface]> {
  let mnemonic = attrMnemonic;
  let extraClassDeclaration = VHLO_VersionMethods<min, max>.body;
}

def VHLO_ArrayV1Attr : VHLO_AttrDef<"ArrayV1", "array_v1"> {
  let parameters = (ins ArrayRefParameter<"::mlir::Attribute">:$value);
  let hasCustomAssemblyFormat = 1;
}

def VHLO_BooleanV1Attr : VHLO_AttrDef<"BooleanV1", "bool_v1"> {
  let parameters = (ins "bool":$value);
  let assemblyFormat = "`<` $value `>`";
}

def VHLO_DictionaryV1Attr : VHLO_AttrDef<"DictionaryV1", "dict_v1"> {
  let parameters = (ins ArrayRefParameter<
      "std::pair<::mlir::Attribute, ::mlir::Attribute>", "">:$value);
  let hasCustomAssemblyFormat = 1;
}

// A scalar of a `!vhlo` floating-point type.
def VHLO_FloatV1Attr : VHLO_AttrDef<"FloatV1", "float_v1"> {
  let parameters = (ins "::mlir::Type":$type, APFloatParameter<"">:$value);
  let hasCustomAssemblyFormat = 1;
}

// A scalar of a `!vhlo` integer or index type.
def VHLO_IntegerV1Attr : VHLO_AttrDef<"IntegerV1", "integer_v1"> {
  let parameters = (ins "::mlir::Type":$type, APIntParameter<"">:$value);
  let hasCustomAssemblyFormat = 1;
}

def VHLO_OutputOperandAliasV1Attr
    : VHLO_AttrDef<"OutputOperandAliasV1", "output_operand_alias_v1"> {
  let parameters = (ins ArrayRefParameter<"int64_t">:$outputTupleIndices,
                        "int64_t":$operandIndex,
                        ArrayRefParameter<"int64_t">:$operandTupleIndices);
  let hasCustomAssemblyFormat = 1;
}

def VHLO_StringV1Attr : VHLO_AttrDef<"StringV1", "string_v1"> {
  let parameters = (ins StringRefParameter<"">:$value);
  let assemblyFormat = "`<` $value `>`";
}

// The elements of a tensor of `type` in MLIR's dense storage layout (i1
// elements one byte each, a splat stored once).
def VHLO_TensorV1Attr : VHLO_AttrDef<"TensorV1", "tensor_v1"> {
  let parameters = (ins "::mlir::Type":$type,
                        ArrayRefParameter<"char", "">:$data);
  let hasCustomAssemblyFormat = 1;
}

def VHLO_TypeV1Attr : VHLO_AttrDef<"TypeV1", "type_v1"> {
  let parameters = (ins "::mlir::Type":$value);
  let assemblyFormat = "`<` $value `>`";
}

// The bounds of a bounded dynamic tensor (INT64_MIN where unbounded).
def VHLO_TypeExtensionsV1Attr
    : VHLO_AttrDef<"TypeExtensionsV1", "type_extensions_v1"> {
  let parameters = (ins ArrayRefParameter<"int64_t">:$bounds);
  let hasCustomAssemblyFormat = 1;
}

def VHLO_ResultAccuracyV1Attr
    : VHLO_AttrDef<"ResultAccuracyV1", "result_accuracy_v1", "1.9.0"> {
  let parameters = (ins APFloatParameter<"">:$atol, APFloatParameter<"">:$rtol,
                        "int64_t":$ulps, "::mlir::Attribute":$mode);
  let hasCustomAssemblyFormat = 1;
}

//===----------------------------------------------------------------------===//
// Enumerations, printed `#vhlo<mnemonic VALUE>`. The integer values are
// part of the bytecode encoding.
//===----------------------------------------------------------------------===//

class VHLO_Enum<string name, string summary, list<I32EnumAttrCase> cases>
    : I32EnumAttr<name, summary, cases> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::mlir::vhlo";
}

class VHLO_EnumAttr<EnumAttrInfo info, string attrMnemonic,
                    string min = "0.9.0">
    : EnumAttr<VHLO_Dialect, info, attrMnemonic,
               [VHLO_VersionedAttrInterface]> {
  let extraClassDeclaration = VHLO_VersionMethods<min, "current">.body;
}

def VHLO_ComparisonDirectionV1 : VHLO_Enum<"ComparisonDirectionV1",
    "comparison direction", [
  I32EnumAttrCase<"EQ", 0>, I32EnumAttrCase<"NE", 1>,
  I32EnumAttrCase<"GE", 2>, I32EnumAttrCase<"GT", 3>,
  I32EnumAttrCase<"LE", 4>, I32EnumAttrCase<"LT", 5>]>;
def VHLO_ComparisonDirectionV1Attr
    : VHLO_EnumAttr<VHLO_ComparisonDirectionV1, "comparison_direction_v1">;

def VHLO_ComparisonTypeV1 : VHLO_Enum<"ComparisonTypeV1", "comparison type", [
  I32EnumAttrCase<"NOTYPE", 0>, I32EnumAttrCase<"FLOAT", 1>,
  I32EnumAttrCase<"TOTALORDER", 2>, I32EnumAttrCase<"SIGNED", 3>,
  I32EnumAttrCase<"UNSIGNED", 4>]>;
def VHLO_ComparisonTypeV1Attr
    : VHLO_EnumAttr<VHLO_ComparisonTypeV1, "comparison_type_v1">;

def VHLO_CustomCallApiVersionV1 : VHLO_Enum<"CustomCallApiVersionV1",
    "custom call API version", [
  I32EnumAttrCase<"API_VERSION_UNSPECIFIED", 0>,
  I32EnumAttrCase<"API_VERSION_ORIGINAL", 1>,
  I32EnumAttrCase<"API_VERSION_STATUS_RETURNING", 2>,
  I32EnumAttrCase<"API_VERSION_STATUS_RETURNING_UNIFIED", 3>,
  I32EnumAttrCase<"API_VERSION_TYPED_FFI", 4>]>;
def VHLO_CustomCallApiVersionV1Attr
    : VHLO_EnumAttr<VHLO_CustomCallApiVersionV1, "api_version_v1">;

def VHLO_FftTypeV1 : VHLO_Enum<"FftTypeV1", "FFT type", [
  I32EnumAttrCase<"FFT", 0>, I32EnumAttrCase<"IFFT", 1>,
  I32EnumAttrCase<"RFFT", 2>, I32EnumAttrCase<"IRFFT", 3>]>;
def VHLO_FftTypeV1Attr : VHLO_EnumAttr<VHLO_FftTypeV1, "fft_type_v1">;

def VHLO_PrecisionV1 : VHLO_Enum<"PrecisionV1", "precision", [
  I32EnumAttrCase<"DEFAULT", 0>, I32EnumAttrCase<"HIGH", 1>,
  I32EnumAttrCase<"HIGHEST", 2>]>;
def VHLO_PrecisionV1Attr : VHLO_EnumAttr<VHLO_PrecisionV1, "precision_v1">;

def VHLO_ResultAccuracyModeV1 : VHLO_Enum<"ResultAccuracyModeV1",
    "result accuracy mode", [
  I32EnumAttrCase<"DEFAULT", 0>, I32EnumAttrCase<"HIGHEST", 1>,
  I32EnumAttrCase<"TOLERANCE", 2>]>;
def VHLO_ResultAccuracyModeV1Attr
    : VHLO_EnumAttr<VHLO_ResultAccuracyModeV1, "result_accuracy_mode_v1",
                    "1.9.0">;

def VHLO_RngAlgorithmV1 : VHLO_Enum<"RngAlgorithmV1", "RNG algorithm", [
  I32EnumAttrCase<"DEFAULT", 0>, I32EnumAttrCase<"THREE_FRY", 1>,
  I32EnumAttrCase<"PHILOX", 2>]>;
def VHLO_RngAlgorithmV1Attr
    : VHLO_EnumAttr<VHLO_RngAlgorithmV1, "rng_algorithm_v1">;

def VHLO_RngDistributionV1 : VHLO_Enum<"RngDistributionV1",
    "RNG distribution", [
  I32EnumAttrCase<"UNIFORM", 1>, I32EnumAttrCase<"NORMAL", 2>]>;
def VHLO_RngDistributionV1Attr
    : VHLO_EnumAttr<VHLO_RngDistributionV1, "rng_distribution_v1">;

def VHLO_TransposeV1 : VHLO_Enum<"TransposeV1", "transpose", [
  I32EnumAttrCase<"TRANSPOSE_INVALID", 0>, I32EnumAttrCase<"NO_TRANSPOSE", 1>,
  I32EnumAttrCase<"TRANSPOSE", 2>, I32EnumAttrCase<"ADJOINT", 3>]>;
def VHLO_TransposeV1Attr : VHLO_EnumAttr<VHLO_TransposeV1, "transpose_v1">;

#endif // STABLEHLO_GO_DIALECT_VHLO_ATTRS_TD
