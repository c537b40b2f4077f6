//===- StablehloEnums.td - StableHLO enumerations ----------*- tablegen -*-===//
//
// Enumerations of the StableHLO specification. Each is an attribute of the
// `stablehlo` dialect printed as `#stablehlo<mnemonic VALUE>` in the generic
// form and as the bare keyword in the ops' custom syntax.
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_GO_DIALECT_STABLEHLO_ENUMS_TD
#define STABLEHLO_GO_DIALECT_STABLEHLO_ENUMS_TD

include "StablehloBase.td"
include "mlir/IR/EnumAttr.td"

class StableHLO_EnumAttr<EnumAttrInfo info, string name>
    : EnumAttr<StableHLO_Dialect, info, name>;

def StableHLO_ComparisonDirection : I32EnumAttr<"ComparisonDirection",
    "comparison direction", [
      I32EnumAttrCase<"EQ", 0>, I32EnumAttrCase<"NE", 1>,
      I32EnumAttrCase<"GE", 2>, I32EnumAttrCase<"GT", 3>,
      I32EnumAttrCase<"LE", 4>, I32EnumAttrCase<"LT", 5>]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::mlir::stablehlo";
}
def StableHLO_ComparisonDirectionAttr
    : StableHLO_EnumAttr<StableHLO_ComparisonDirection, "comparison_direction">;

def StableHLO_ComparisonType : I32EnumAttr<"ComparisonType",
    "comparison type", [
      I32EnumAttrCase<"NOTYPE", 0>, I32EnumAttrCase<"FLOAT", 1>,
      I32EnumAttrCase<"TOTALORDER", 2>, I32EnumAttrCase<"SIGNED", 3>,
      I32EnumAttrCase<"UNSIGNED", 4>]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::mlir::stablehlo";
}
def StableHLO_ComparisonTypeAttr
    : StableHLO_EnumAttr<StableHLO_ComparisonType, "comparison_type">;

def StableHLO_Precision : I32EnumAttr<"Precision", "precision", [
      I32EnumAttrCase<"DEFAULT", 0>, I32EnumAttrCase<"HIGH", 1>,
      I32EnumAttrCase<"HIGHEST", 2>]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::mlir::stablehlo";
}
def StableHLO_PrecisionAttr
    : StableHLO_EnumAttr<StableHLO_Precision, "precision">;
def StableHLO_PrecisionConfigAttr
    : TypedArrayAttrBase<StableHLO_PrecisionAttr, "precision config">;

def StableHLO_FftType : I32EnumAttr<"FftType", "FFT type", [
      I32EnumAttrCase<"FFT", 0>, I32EnumAttrCase<"IFFT", 1>,
      I32EnumAttrCase<"RFFT", 2>, I32EnumAttrCase<"IRFFT", 3>]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::mlir::stablehlo";
}
def StableHLO_FftTypeAttr : StableHLO_EnumAttr<StableHLO_FftType, "fft_type">;

def StableHLO_RngDistribution : I32EnumAttr<"RngDistribution",
    "random number distribution", [
      I32EnumAttrCase<"UNIFORM", 1>, I32EnumAttrCase<"NORMAL", 2>]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::mlir::stablehlo";
}
def StableHLO_RngDistributionAttr
    : StableHLO_EnumAttr<StableHLO_RngDistribution, "rng_distribution">;

def StableHLO_RngAlgorithm : I32EnumAttr<"RngAlgorithm",
    "random number generation algorithm", [
      I32EnumAttrCase<"DEFAULT", 0>, I32EnumAttrCase<"THREE_FRY", 1>,
      I32EnumAttrCase<"PHILOX", 2>]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::mlir::stablehlo";
}
def StableHLO_RngAlgorithmAttr
    : StableHLO_EnumAttr<StableHLO_RngAlgorithm, "rng_algorithm">;

def StableHLO_Transpose : I32EnumAttr<"Transpose", "transpose mode", [
      I32EnumAttrCase<"TRANSPOSE_INVALID", 0>,
      I32EnumAttrCase<"NO_TRANSPOSE", 1>, I32EnumAttrCase<"TRANSPOSE", 2>,
      I32EnumAttrCase<"ADJOINT", 3>]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::mlir::stablehlo";
}
def StableHLO_TransposeAttr
    : StableHLO_EnumAttr<StableHLO_Transpose, "transpose">;

def StableHLO_ResultAccuracyMode : I32EnumAttr<"ResultAccuracyMode",
    "result accuracy mode", [
      I32EnumAttrCase<"DEFAULT", 0>, I32EnumAttrCase<"HIGHEST", 1>,
      I32EnumAttrCase<"TOLERANCE", 2>]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::mlir::stablehlo";
}
def StableHLO_ResultAccuracyModeAttr
    : StableHLO_EnumAttr<StableHLO_ResultAccuracyMode, "result_accuracy_mode"> {
  let assemblyFormat = "`<` $value `>`";
}

// Not a dialect attribute: custom_call's api_version is a plain i32.
def StableHLO_CustomCallApiVersion : I32EnumAttr<"CustomCallApiVersion",
    "custom call API version", [
      I32EnumAttrCase<"API_VERSION_UNSPECIFIED", 0>,
      I32EnumAttrCase<"API_VERSION_ORIGINAL", 1>,
      I32EnumAttrCase<"API_VERSION_STATUS_RETURNING", 2>,
      I32EnumAttrCase<"API_VERSION_STATUS_RETURNING_UNIFIED", 3>,
      I32EnumAttrCase<"API_VERSION_TYPED_FFI", 4>]> {
  let cppNamespace = "::mlir::stablehlo";
}

#endif // STABLEHLO_GO_DIALECT_STABLEHLO_ENUMS_TD
