//===- ChloOps.td - The chlo dialect -----------------------*- tablegen -*-===//
//
// A minimal client HLO dialect: ops that are legalized to StableHLO before
// interpretation.
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_GO_DIALECT_CHLO_OPS_TD
#define STABLEHLO_GO_DIALECT_CHLO_OPS_TD

include "StablehloBase.td"
include "mlir/IR/EnumAttr.td"

def Chlo_Dialect : Dialect {
  let name = "chlo";
  let cppNamespace = "::mlir::stablehlo::chlo";
  let summary = "client ops legalized to StableHLO";
  let useDefaultAttributePrinterParser = 1;
}

class Chlo_Op<string mnemonic, list<Trait> traits = []>
    : Op<Chlo_Dialect, mnemonic, traits>;

class Chlo_AttrDef<string name, string attrMnemonic, list<Trait> traits = []>
    : AttrDef<Chlo_Dialect, name, traits> {
  let mnemonic = attrMnemonic;
}

//===----------------------------------------------------------------------===//
// Attributes
//===----------------------------------------------------------------------===//

def Chlo_Precision : I32EnumAttr<"Precision", "precision", [
      I32EnumAttrCase<"DEFAULT", 0>, I32EnumAttrCase<"HIGH", 1>,
      I32EnumAttrCase<"HIGHEST", 2>]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::mlir::stablehlo::chlo";
}

// Printed `#chlo<precision DEFAULT>`.
def Chlo_PrecisionAttr : EnumAttr<Chlo_Dialect, Chlo_Precision, "precision"> {
  let assemblyFormat = "$value";
}

def Chlo_PrecisionConfigAttr
    : TypedArrayAttrBase<Chlo_PrecisionAttr, "precision config">;

// A list of dimension numbers printed `[0, 1]`, always present.
def Chlo_DimsParameter
    : AttrOrTypeParameter<"::llvm::ArrayRef<int64_t>", "dimensions"> {
  let allocator = [{$_dst = $_allocator.copyInto($_self);}];
  let cppStorageType = "::llvm::SmallVector<int64_t>";
  let parser = "::mlir::stablehlo::parseDimsParameter($_parser)";
  let printer = "::mlir::stablehlo::printDimsParameter($_printer, $_self)";
}

def Chlo_RaggedDotDimensionNumbersAttr
    : Chlo_AttrDef<"RaggedDotDimensionNumbers", "ragged_dot"> {
  let summary = "dimension numbers of ragged_dot";
  let parameters = (ins Chlo_DimsParameter:$lhs_batching_dimensions,
                        Chlo_DimsParameter:$rhs_batching_dimensions,
                        Chlo_DimsParameter:$lhs_contracting_dimensions,
                        Chlo_DimsParameter:$rhs_contracting_dimensions,
                        Chlo_DimsParameter:$lhs_ragged_dimensions,
                        Chlo_DimsParameter:$rhs_group_dimensions);
  let assemblyFormat = "`<` struct(params) `>`";
}

//===----------------------------------------------------------------------===//
// Ops
//===----------------------------------------------------------------------===//

def Chlo_RaggedDotOp : Chlo_Op<"ragged_dot", [Pure]> {
  let summary = "dot product with a ragged dimension";
  let description = [{
    A dot_general in which one dimension of `lhs` is split into groups whose
    sizes are given by `group_sizes`. In the supported mode the ragged
    dimension is a non-contracting dimension of `lhs`, and each group is
    multiplied by its own slice of `rhs` along the group dimension.
  }];
  let arguments = (ins HLO_Tensor:$lhs, HLO_Tensor:$rhs,
                   HLO_Tensor:$group_sizes,
                   Chlo_RaggedDotDimensionNumbersAttr:
                       $ragged_dot_dimension_numbers,
                   OptionalAttr<Chlo_PrecisionConfigAttr>:$precision_config);
  let results = (outs HLO_Tensor:$result);
  let hasVerifier = 1;
}

#endif // STABLEHLO_GO_DIALECT_CHLO_OPS_TD
