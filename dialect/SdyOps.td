//===- SdyOps.td - A minimal Shardy (sdy) dialect ----------*- tablegen -*-===//
//
// The subset of Shardy that JAX prints into exported StableHLO: meshes,
// sharding annotations (#sdy.sharding, #sdy.op_sharding_rule, ...),
// sharding_constraint and manual_computation (shard_map). Attributes are
// kept as their text: the programs parse, verify and print back as written;
// the interpreter runs the global view and ignores the annotations.
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_GO_DIALECT_SDY_OPS_TD
#define STABLEHLO_GO_DIALECT_SDY_OPS_TD

include "StablehloBase.td"
include "mlir/IR/SymbolInterfaces.td"
include "mlir/Interfaces/ControlFlowInterfaces.td"

def Sdy_Dialect : Dialect {
  let name = "sdy";
  let cppNamespace = "::mlir::stablehlo::sdy";
  let summary = "Shardy sharding annotations, kept as text";
  let useDefaultAttributePrinterParser = 0;
  let hasConstantMaterializer = 0;
  let extraClassDeclaration = [{
    ::mlir::Attribute parseAttribute(::mlir::DialectAsmParser &parser,
                                     ::mlir::Type type) const override;
    void printAttribute(::mlir::Attribute attr,
                        ::mlir::DialectAsmPrinter &printer) const override;
  }];
}

// `#sdy.<mnemonic><body>`, e.g. `#sdy.sharding<@mesh, [{"x"}, {}]>`: the
// mnemonic and the body's text (with its angle brackets).
def Sdy_RawAttr : AttrDef<Sdy_Dialect, "Raw"> {
  let summary = "a Shardy attribute kept as its text";
  let attrName = "sdy.raw";
  let parameters = (ins StringRefParameter<"mnemonic">:$mnemonic,
                        StringRefParameter<"body">:$body);
}

class Sdy_Op<string mnemonic, list<Trait> traits = []>
    : Op<Sdy_Dialect, mnemonic, traits>;

def Sdy_MeshOp : Sdy_Op<"mesh", [Symbol, HasParent<"ModuleOp">]> {
  let summary = "a named mesh of devices";
  let description = [{
    `sdy.mesh @mesh = <["x"=2, "y"=4]>`: the axes of a device mesh that
    shardings refer to by name.
  }];
  let arguments = (ins SymbolNameAttr:$sym_name, Sdy_RawAttr:$mesh);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

def Sdy_ShardingConstraintOp : Sdy_Op<"sharding_constraint",
    [Pure, SameOperandsAndResultType]> {
  let summary = "constrains the sharding of a value";
  let arguments = (ins AnyRankedTensor:$input, Sdy_RawAttr:$sharding);
  let results = (outs AnyRankedTensor:$result);
  let hasCustomAssemblyFormat = 1;
}

def Sdy_ShardingGroupOp : Sdy_Op<"sharding_group"> {
  let summary = "puts a value in a group of values sharded alike";
  let description = [{
    `sdy.sharding_group %x group_id=0 : tensor<8xf32>`: all values of one
    group get the same sharding (jax.experimental.shard_alike).
  }];
  let arguments = (ins AnyRankedTensor:$input, I64Attr:$group_id);
  let assemblyFormat =
      "$input `group_id` `` `=` `` $group_id attr-dict `:` type($input)";
}

def Sdy_ReturnOp : Sdy_Op<"return", [Pure, Terminator, ReturnLike]> {
  let summary = "returns the results of a sdy region";
  let arguments = (ins Variadic<AnyType>:$results);
  let assemblyFormat = "attr-dict ($results^ `:` type($results))?";
}

def Sdy_ManualComputationOp : Sdy_Op<"manual_computation",
    [RecursiveMemoryEffects, SingleBlock]> {
  let summary = "a computation on per-device shards (shard_map)";
  let description = [{
    The body runs on each device's shard of the operands, with collectives
    over the manual axes; `in_shardings` and `out_shardings` say how the
    global operands and results are split.
  }];
  let arguments = (ins Variadic<AnyType>:$tensors, Sdy_RawAttr:$in_shardings,
                   Sdy_RawAttr:$out_shardings, Sdy_RawAttr:$manual_axes);
  let results = (outs Variadic<AnyType>:$results);
  let regions = (region SizedRegion<1>:$body);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

#endif // STABLEHLO_GO_DIALECT_SDY_OPS_TD
