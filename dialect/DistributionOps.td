//===- DistributionOps.td - StableHLO distribution ops -----*- tablegen -*-===//
//
// Collective communication between processes, point-to-point and host
// transfers, tokens and process ids.
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_GO_DIALECT_DISTRIBUTION_OPS_TD
#define STABLEHLO_GO_DIALECT_DISTRIBUTION_OPS_TD

include "StablehloBase.td"
include "StablehloTypes.td"
include "StablehloAttrs.td"

// `replica_groups` and `source_target_pairs`: 2-dimensional si64 constants.
def HLO_ReplicaGroupsAttr : SignlessIntElementsAttr<64>;

//===----------------------------------------------------------------------===//
// Collectives
//===----------------------------------------------------------------------===//

def StableHLO_AllGatherOp : StableHLO_Op<"all_gather", []> {
  let summary = "concatenates the operands of the processes of each group";
  let arguments = (ins Variadic<HLO_TensorOrPTQ>:$operands,
                   I64Attr:$all_gather_dim,
                   HLO_ReplicaGroupsAttr:$replica_groups,
                   OptionalAttr<StableHLO_ChannelHandleAttr>:$channel_handle,
                   UnitAttr:$use_global_device_ids);
  let results = (outs Variadic<HLO_TensorOrPTQ>);
  let hasVerifier = 1;
}

def StableHLO_AllReduceOp : StableHLO_Op<"all_reduce", []> {
  let summary = "reduces the operands of the processes of each group";
  let arguments = (ins Variadic<HLO_TensorOrPTQ>:$operands,
                   HLO_ReplicaGroupsAttr:$replica_groups,
                   OptionalAttr<StableHLO_ChannelHandleAttr>:$channel_handle,
                   UnitAttr:$use_global_device_ids);
  let results = (outs Variadic<HLO_TensorOrPTQ>);
  let regions = (region SizedRegion<1>:$computation);
  let hasVerifier = 1;
}

def StableHLO_AllToAllOp : StableHLO_Op<"all_to_all", []> {
  let summary = "splits operands and exchanges the parts within groups";
  let arguments = (ins Variadic<HLO_TensorOrPTQ>:$operands,
                   I64Attr:$split_dimension, I64Attr:$concat_dimension,
                   I64Attr:$split_count,
                   HLO_ReplicaGroupsAttr:$replica_groups,
                   OptionalAttr<StableHLO_ChannelHandleAttr>:$channel_handle);
  let results = (outs Variadic<HLO_TensorOrPTQ>);
  let hasVerifier = 1;
}

def StableHLO_ReduceScatterOp : StableHLO_Op<"reduce_scatter", []> {
  let summary = "reduces within groups and scatters the result's parts";
  let arguments = (ins HLO_TensorOrPTQ:$operand, I64Attr:$scatter_dimension,
                   HLO_ReplicaGroupsAttr:$replica_groups,
                   OptionalAttr<StableHLO_ChannelHandleAttr>:$channel_handle,
                   UnitAttr:$use_global_device_ids);
  let results = (outs HLO_TensorOrPTQ);
  let regions = (region SizedRegion<1>:$computation);
  let hasVerifier = 1;
}

def StableHLO_CollectiveBroadcastOp
    : StableHLO_Op<"collective_broadcast", [HLO_InferResultTypes]> {
  let summary = "sends the operand of each group's first process to the group";
  let arguments = (ins HLO_TensorOrPTQ:$operand,
                   HLO_ReplicaGroupsAttr:$replica_groups,
                   OptionalAttr<StableHLO_ChannelHandleAttr>:$channel_handle);
  let results = (outs HLO_TensorOrPTQ);
  let hasVerifier = 1;
  let extraClassDeclaration = HLO_CompatibleReturnTypesDecl;
}

def StableHLO_CollectivePermuteOp : StableHLO_Op<"collective_permute",
    [HLO_InferResultTypes]> {
  let summary = "sends the operand from source to target processes";
  let arguments = (ins HLO_TensorOrPTQ:$operand,
                   HLO_ReplicaGroupsAttr:$source_target_pairs,
                   OptionalAttr<StableHLO_ChannelHandleAttr>:$channel_handle);
  let results = (outs HLO_TensorOrPTQ);
  let hasVerifier = 1;
  let extraClassDeclaration = HLO_CompatibleReturnTypesDecl;
}

def StableHLO_CrossReplicaSumOp : StableHLO_Op<"cross-replica-sum",
    [Pure, SameOperandsAndResultType]> {
  let summary = "sums the operand across the replicas of each group";
  let arguments = (ins HLO_Tensor:$operand,
                   HLO_ReplicaGroupsAttr:$replica_groups);
  let results = (outs HLO_Tensor);
}

//===----------------------------------------------------------------------===//
// Point-to-point and host transfers
//===----------------------------------------------------------------------===//

def StableHLO_SendOp : StableHLO_Op<"send", []> {
  let summary = "sends values to another process or the host";
  let arguments = (ins Variadic<HLO_Tensor>:$inputs, StableHLO_Token:$token,
                   StableHLO_ChannelHandleAttr:$channel_handle,
                   DefaultValuedOptionalAttr<BoolAttr, "false">:
                       $is_host_transfer,
                   OptionalAttr<HLO_ReplicaGroupsAttr>:$source_target_pairs);
  let results = (outs StableHLO_Token);
  let hasVerifier = 1;
}

def StableHLO_RecvOp : StableHLO_Op<"recv", []> {
  let summary = "receives values from another process or the host";
  let arguments = (ins StableHLO_Token:$token,
                   StableHLO_ChannelHandleAttr:$channel_handle,
                   DefaultValuedOptionalAttr<BoolAttr, "false">:
                       $is_host_transfer,
                   OptionalAttr<HLO_ReplicaGroupsAttr>:$source_target_pairs);
  let results = (outs Variadic<HLO_TokenOrTensor>);
  let hasVerifier = 1;
}

def StableHLO_InfeedOp : StableHLO_Op<"infeed", []> {
  let summary = "reads values from the infeed";
  let arguments = (ins StableHLO_Token:$token,
                   DefaultValuedStrAttr<StrAttr, "">:$infeed_config,
                   OptionalAttr<ArrayAttr>:$layout);
  let results = (outs Variadic<HLO_TokenOrTensor>);
  let hasVerifier = 1;
}

def StableHLO_OutfeedOp : StableHLO_Op<"outfeed", []> {
  let summary = "writes values to the outfeed";
  let arguments = (ins Variadic<HLO_Tensor>:$inputs, StableHLO_Token:$token,
                   DefaultValuedStrAttr<StrAttr, "">:$outfeed_config);
  let results = (outs StableHLO_Token);
}

//===----------------------------------------------------------------------===//
// Tokens and process ids
//===----------------------------------------------------------------------===//

def StableHLO_AfterAllOp : StableHLO_Op<"after_all", [Pure]> {
  let summary = "a token that orders after all input tokens";
  let arguments = (ins Variadic<StableHLO_Token>:$inputs);
  let results = (outs StableHLO_Token:$result);
  let assemblyFormat = [{
    ($inputs^)? attr-dict `:` custom<VariadicSameOperandsAndResultType>(
        ref($inputs), type($inputs), type($result))
  }];
}

def StableHLO_CreateTokenOp : StableHLO_Op<"create_token", [Pure]> {
  let summary = "a new token";
  let results = (outs StableHLO_Token:$output);
  let assemblyFormat = "attr-dict `:` type(results)";
}

def StableHLO_ReplicaIdOp : StableHLO_Op<"replica_id",
    [Pure, HLO_InferResultTypes]> {
  let summary = "the replica id of the current process";
  let results = (outs HLO_0DTensorOf<[UI32]>);
  let assemblyFormat = "attr-dict `:` type(results)";
  let extraClassDeclaration = HLO_CompatibleReturnTypesDecl;
}

def StableHLO_PartitionIdOp : StableHLO_Op<"partition_id",
    [Pure, HLO_InferResultTypes]> {
  let summary = "the partition id of the current process";
  let results = (outs HLO_0DTensorOf<[UI32]>);
  let assemblyFormat = "attr-dict `:` type(results)";
  let extraClassDeclaration = HLO_CompatibleReturnTypesDecl;
}

#endif // STABLEHLO_GO_DIALECT_DISTRIBUTION_OPS_TD
