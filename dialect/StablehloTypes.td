//===- StablehloTypes.td - StableHLO types -----------------*- tablegen -*-===//

#ifndef STABLEHLO_GO_DIALECT_STABLEHLO_TYPES_TD
#define STABLEHLO_GO_DIALECT_STABLEHLO_TYPES_TD

include "StablehloBase.td"

class StableHLO_TypeDef<string name, string typeMnemonic>
    : TypeDef<StableHLO_Dialect, name> {
  let mnemonic = typeMnemonic;
}

def StableHLO_Token : StableHLO_TypeDef<"Token", "token"> {
  let summary = "token";
  let description = [{
    An opaque value that orders side-effecting operations:
    `!stablehlo.token`.
  }];
}

def HLO_TokenOrTensor : AnyTypeOf<[StableHLO_Token, HLO_Tensor]>;
def HLO_TokenOrTensorOrPTQ : AnyTypeOf<[StableHLO_Token, HLO_TensorOrPTQ]>;

// A value of any StableHLO type: a tensor, a token or a tuple of these.
def HLO_Tuple : NestedTupleOf<[HLO_Tensor, StableHLO_Token]>;
def HLO_Value : AnyTypeOf<[HLO_Tensor, StableHLO_Token, HLO_Tuple],
                          "tensor, token or tuple">;

// custom_call values: upstream still takes unranked tensors there (the spec
// has no unranked tensors at all).
def HLO_UnrankedTensor
    : UnrankedTensorOf<[HLO_Pred, HLO_Int, HLO_Float, HLO_Complex,
                        HLO_QuantizedInt]>;
def HLO_CustomCallValue
    : AnyTypeOf<[HLO_Tensor, HLO_UnrankedTensor, StableHLO_Token, HLO_Tuple],
                "tensor, unranked tensor, token or tuple">;

#endif // STABLEHLO_GO_DIALECT_STABLEHLO_TYPES_TD
